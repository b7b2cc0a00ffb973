import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { installOfflineCore } from '../../../../storybook/preset/offline-core';
import SubscribePage from './SubscribePage';

const meta = {
  title: 'Pages/SubscribePage',
  component: SubscribePage,
  loaders: [() => installOfflineCore()],
} satisfies Meta<typeof SubscribePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on the real (offline) core: the three tiers with their prices and terms, and a prompt to sign in. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Subscribe' })).toBeVisible();
    await expect(await canvas.findByText('Sign in to subscribe')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Champion' })).toHaveTextContent('10,000 sats / month');
    await expect(canvas.getByRole('article', { name: 'Patron' })).toHaveTextContent('50,000 sats / 3 months');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

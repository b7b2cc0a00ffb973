import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import SubscribePage from './SubscribePage';

const meta = {
  title: 'Pages/SubscribePage',
  component: SubscribePage,
} satisfies Meta<typeof SubscribePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Subscriptions are announced but not available yet. */
export const NotAvailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Subscribe' })).toBeVisible();
    await expect(canvas.getByText('Subscriptions are not available yet')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { DEFAULTS } from '../stories/settings-fixtures';
import { LegalSettingsView } from './LegalSettingsView';

const meta = {
  title: 'Views/LegalSettingsView',
  component: LegalSettingsView,
  args: { value: DEFAULTS.legal },
} satisfies Meta<typeof LegalSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotAccepted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Legal' })).toBeInTheDocument();
    await expect(canvas.getByTestId('tos-state')).toHaveTextContent('You have not accepted the terms of service.');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

export const Accepted: Story = {
  args: { value: { tosAccepted: true, tosAcceptedVersion: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tos-state')).toHaveTextContent('You accepted version 3 of the terms of service.');
    await expect(canvas.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  },
};

import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, within } from 'storybook/test';
import { ScanToggle } from './ScanToggle';

const meta = {
  title: 'Wallet/ScanToggle',
  component: ScanToggle,
  args: { what: 'invoice', onRead: fn() },
} satisfies Meta<typeof ScanToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the button names what it scans; the camera (and the QR code) load only once it is pressed. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Scan invoice QR' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByLabelText('Camera view')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ECASH_IN_MEMORY_TEXT, EcashMemoryWarningView } from './EcashMemoryWarning';

/** The wallet's warning while its ecash cannot be saved on the device. */
const meta = {
  title: 'Wallet/EcashMemoryWarning',
  component: EcashMemoryWarningView,
  args: { inMemory: true },
} satisfies Meta<typeof EcashMemoryWarningView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Storage unavailable or full: the user is told, at once and plainly, that the ecash dies with the tab. */
export const InMemory: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ECASH_IN_MEMORY_TEXT);
  },
};

/** Saved on the device: no warning. */
export const Saved: Story = {
  args: { inMemory: false },
  decorators: [(Story) => (<><p>The wallet.</p><Story /></>)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

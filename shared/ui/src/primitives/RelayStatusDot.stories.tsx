import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { RelayStatusDot } from './RelayStatusDot';

const meta = {
  title: 'Nostr/RelayStatusDot',
  component: RelayStatusDot,
  args: { state: 'connected' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof RelayStatusDot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {};
export const Connecting: Story = { args: { state: 'connecting' } };
export const Disabled: Story = { args: { state: 'disconnected', disabled: true } };

const GREEN = 'rgb(62, 207, 142)';
const AMBER = 'rgb(245, 184, 61)';
const RED = 'rgb(240, 97, 109)';

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <RelayStatusDot state="connected" />
      <RelayStatusDot state="connecting" />
      <RelayStatusDot state="disconnected" />
      <RelayStatusDot state="connected" disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colour = (title: string) => getComputedStyle(canvas.getByTitle(title)).backgroundColor;
    await expect(colour('connected')).toBe(GREEN);
    await expect(colour('connecting')).toBe(AMBER);
    await expect(colour('disconnected')).toBe(AMBER);
    await expect(colour('disabled')).toBe(RED);
  },
};

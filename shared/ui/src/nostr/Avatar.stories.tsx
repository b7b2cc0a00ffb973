import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { ALICE_PUBKEY, BOB_PUBKEY } from '../testing/fixtures';
import { Avatar } from './Avatar';

/** Served next to iframe.html by every Storybook build and dev server. */
const LOCAL_PICTURE = new URL('favicon.svg', document.baseURI).href;

const meta = {
  title: 'Nostr/Avatar',
  component: Avatar,
  args: { pubkey: ALICE_PUBKEY, name: 'Alice' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

// Image attributes and the error fallback are unit-tested in Avatar.test.tsx.
export const WithPicture: Story = { args: { picture: LOCAL_PICTURE } };

export const MissingPicture: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A')).toBeVisible();
  },
};

export const BrokenPicture: Story = {
  args: { picture: 'https://broken.invalid/missing.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('A')).toBeVisible(), {
      timeout: 8000,
    });
  },
};

export const HostilePicture: Story = {
  args: { picture: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const UnnamedColours: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Avatar pubkey={ALICE_PUBKEY} />
      <Avatar pubkey={BOB_PUBKEY} />
      <Avatar pubkey={'a'.repeat(64)} size={32} />
      <Avatar pubkey={'b'.repeat(64)} size={96} name="Zed" />
    </div>
  ),
};

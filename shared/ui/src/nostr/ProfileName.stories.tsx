import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ALICE_NPUB, ALICE_PUBKEY, aliceProfile } from '../testing/fixtures';
import { ProfileName } from './ProfileName';

const meta = {
  title: 'Nostr/ProfileName',
  component: ProfileName,
  args: { pubkey: ALICE_PUBKEY, profile: aliceProfile },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ProfileName>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DisplayName: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Alice Liddell')).toHaveAttribute('title', ALICE_NPUB);
  },
};

export const NameOnly: Story = {
  args: { profile: { ...aliceProfile, display_name: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('alice')).toBeVisible();
  },
};

export const UnknownProfile: Story = {
  args: { profile: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('npub10elfcs…jptg')).toBeVisible();
  },
};

export const LongName: Story = {
  args: { profile: { ...aliceProfile, display_name: 'Alice '.repeat(30) } },
  render: (args) => (
    <div style={{ width: 200, display: 'flex' }}>
      <ProfileName {...args} />
    </div>
  ),
};

export const HostileName: Story = {
  args: { profile: { ...aliceProfile, display_name: '<img src=x onerror=alert(1)>' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByText('<img src=x onerror=alert(1)>')).toBeVisible();
  },
};

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

/** Hostile content: a right-to-left override stays inside the name; an unbroken name ends in an ellipsis in its line. */
export const HostileContentBidiAndUnbroken: Story = {
  render: (args) => (
    <div style={{ width: 200 }}>
      <p data-testid="override" style={{ whiteSpace: 'nowrap' }}>
        <ProfileName {...args} profile={{ ...aliceProfile, display_name: 'admin\u202egnp.exe' }} /> · 5m ago
      </p>
      <p data-testid="unbroken">
        by <ProfileName {...args} profile={{ ...aliceProfile, display_name: 'W'.repeat(50) }} /> · 5m ago
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The text after the name keeps its order: '5m' is drawn left of 'ago' (an override leaking out reverses them).
    const after = canvas.getByTestId('override').lastChild as Text;
    const leftOf = (word: string) => {
      const range = document.createRange();
      range.setStart(after, after.data.indexOf(word));
      range.setEnd(after, after.data.indexOf(word) + word.length);
      return range.getBoundingClientRect().left;
    };
    await expect(leftOf('5m')).toBeLessThan(leftOf('ago'));
    const unbroken = canvas.getByText('W'.repeat(50));
    await expect(unbroken.getBoundingClientRect().width).toBeLessThanOrEqual(200);
    await expect(canvas.getByTestId('unbroken').scrollWidth).toBeLessThanOrEqual(200);
  },
};

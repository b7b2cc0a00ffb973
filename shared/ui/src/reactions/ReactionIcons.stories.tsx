import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { HeartIcon, ReplyIcon, RepostIcon, ShareIcon, ZapIcon } from './ReactionIcons';

const meta = {
  title: 'Reactions/Icons',
  component: HeartIcon,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof HeartIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn icons of the reactions bar and the notification rows: 18 px, in the text colour. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, color: '#e6e6f0' }}>
      <ReplyIcon />
      <RepostIcon />
      <HeartIcon />
      <HeartIcon filled />
      <ZapIcon />
      <ShareIcon />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(6);
    for (const icon of icons) await expect(icon.getBoundingClientRect().width).toBe(18);
    await expect(icons[3]!.getAttribute('fill')).toBe('currentColor');
    await expect(icons[2]!.getAttribute('fill')).toBe('none');
  },
};

import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULTS } from '../stories/settings-fixtures';
import { renderStateful } from '../stories/stateful-view';
import { ContentSettingsView } from './ContentSettingsView';

const meta = {
  title: 'Views/ContentSettingsView',
  component: ContentSettingsView,
  args: { value: DEFAULTS.content, onChange: fn() },
} satisfies Meta<typeof ContentSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const distance = (canvasElement: HTMLElement) => within(canvasElement).getByRole('spinbutton', { name: 'Max follow distance for replies' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('switch')).toHaveLength(12);
    await expect(canvas.getByRole('switch', { name: 'Blur sensitive media' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Hide zaps bar on a post page' })).not.toBeChecked();
    await expect(distance(canvasElement)).toHaveValue(5);
    await expect(canvas.getByRole('switch', { name: 'Show reaction counts' })).toHaveAccessibleDescription(/off by default on touch devices/);
  },
};

export const TouchDevice: Story = {
  args: { value: { ...DEFAULTS.content, showReactionCounts: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Show reaction counts' })).not.toBeChecked();
  },
};

export const Changed: Story = {
  render: renderStateful(ContentSettingsView),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Autoplay videos' }));
    await expect(args.onChange).toHaveBeenCalledWith({ autoplayVideos: false });
    await expect(canvas.getByRole('switch', { name: 'Autoplay videos' })).not.toBeChecked();
    await userEvent.clear(distance(canvasElement));
    await userEvent.type(distance(canvasElement), '2');
    await expect(args.onChange).toHaveBeenLastCalledWith({ maxFollowDistanceForReplies: 2 });
  },
};

export const InvalidDistance: Story = {
  play: async ({ canvasElement, args }) => {
    const input = distance(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '11');
    await expect(await within(canvasElement).findByText('Enter a whole number from 0 to 10')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalledWith({ maxFollowDistanceForReplies: 11 });
  },
};

export const EverythingOff: Story = {
  args: {
    value: Object.fromEntries(Object.entries(DEFAULTS.content).map(([key, value]) => [key, typeof value === 'boolean' ? false : 0])) as unknown as typeof DEFAULTS.content,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const toggle of canvas.getAllByRole('switch')) await expect(toggle).not.toBeChecked();
    await expect(distance(canvasElement)).toHaveValue(0);
  },
};

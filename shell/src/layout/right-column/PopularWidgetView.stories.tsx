import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { EMPTY_POPULAR_TEXT } from '@app/core';
import { CompactNoteRowView } from './CompactNoteRow';
import { PopularWidgetView } from './PopularWidgetView';
import { FIVE_NOTES, LONG_AUTHOR_NAME, LONG_NOTES, RTL_NOTES, RTL_TEXT, storyProfile } from './story-notes';

const meta = {
  title: 'Right column/PopularWidget',
  component: PopularWidgetView,
  args: { events: FIVE_NOTES, renderRow: (event) => <CompactNoteRowView event={event} profile={storyProfile(event.pubkey)} /> },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ width: 288 }}><Story /></div>],
} satisfies Meta<typeof PopularWidgetView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The popular feed's top 5: author and first line, each linking to the note. */
export const FivePosts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Popular' })).toBeVisible();
    await expect(await canvas.findAllByTestId('compact-note')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Alice' })).toHaveAttribute('href', expect.stringMatching(/^\/npub1/));
    await expect(canvas.getByRole('link', { name: 'Good morning, Nostr! ☀️' })).toHaveAttribute('href', expect.stringMatching(/^\/nevent1/));
    // Only the first line, and markup as text.
    await expect(canvas.getByText('Shipping the new relay today.')).toBeVisible();
    await expect(canvas.queryByText(/Details in the thread/)).toBeNull();
    await expect(canvas.getByText('<b>Not bold</b>: markup shows as text')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { events: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading popular' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(EMPTY_POPULAR_TEXT)).toBeVisible();
  },
};

/** A long first line is clamped to two lines; a long name is cut on one line; an unknown author shows a short npub. */
export const LongTextAndNames: Story = {
  args: { events: LONG_NOTES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('link', { name: LONG_AUTHOR_NAME });
    const nameBox = name.parentElement!;
    await expect(nameBox.scrollWidth).toBeGreaterThan(nameBox.clientWidth);
    await expect(nameBox.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
    const snippet = canvas.getByRole('link', { name: /^A very long first line/ });
    await expect(snippet.textContent).toMatch(/\.\.\.$/);
    const lineHeight = parseFloat(getComputedStyle(snippet).lineHeight);
    await expect(snippet.clientHeight).toBeLessThanOrEqual(Math.ceil(lineHeight * 2) + 1);
    await expect(canvas.getByRole('link', { name: /^npub1/ })).toBeVisible();
    // An empty note still links to the post.
    await expect(canvas.getByRole('link', { name: 'View post' })).toHaveAttribute('href', expect.stringMatching(/^\/nevent1/));
  },
};

/** Right-to-left text and names take their own direction. */
export const RightToLeft: Story = {
  args: { events: RTL_NOTES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const snippet = await canvas.findByRole('link', { name: RTL_TEXT });
    await expect(snippet).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(snippet).direction).toBe('rtl');
    await expect(getComputedStyle(canvas.getAllByRole('link', { name: 'سارة' })[0].parentElement!).direction).toBe('rtl');
  },
};

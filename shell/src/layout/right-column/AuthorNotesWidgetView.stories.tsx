import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { AuthorNotesWidgetView } from './AuthorNotesWidgetView';
import { CompactNoteRowView } from './CompactNoteRow';
import { EMPTY_AUTHOR_NOTES_TEXT } from './note-lists';
import { LONG_AUTHOR_NAME, LONG_TEXT, RTL_TEXT, storyNote, storyProfile } from './story-notes';

/** Five notes by one author (Bob). */
const BOBS_NOTES = [
  storyNote(30, 'Writing a relay in Rust, day 3', 1),
  storyNote(31, 'Coffee first.', 1),
  storyNote(32, 'Thread: why outbox matters 🧵\n1/ relays are not servers', 1),
  storyNote(33, 'gm', 1),
  storyNote(34, 'Bug fixed after 4 hours: it was a typo.', 1),
];

const meta = {
  title: 'Right column/AuthorNotesWidget',
  component: AuthorNotesWidgetView,
  args: { events: BOBS_NOTES, renderRow: (event) => <CompactNoteRowView event={event} profile={storyProfile(event.pubkey)} /> },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ width: 288 }}><Story /></div>],
} satisfies Meta<typeof AuthorNotesWidgetView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The author's five newest other notes. */
export const FivePosts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'More from this author' })).toBeVisible();
    await expect(await canvas.findAllByTestId('compact-note')).toHaveLength(5);
    await expect(canvas.getAllByRole('link', { name: 'Bob' })).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Thread: why outbox matters 🧵' })).toHaveAttribute('href', expect.stringMatching(/^\/nevent1/));
  },
};

export const Loading: Story = {
  args: { events: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading more from this author' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(EMPTY_AUTHOR_NOTES_TEXT)).toBeVisible();
  },
};

/** An author with a very long name and a long note: the name is cut on one line, the text clamped to two. */
export const LongTextAndName: Story = {
  args: { events: [storyNote(40, LONG_TEXT, 5), storyNote(41, 'Short one', 5)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = await canvas.findAllByRole('link', { name: LONG_AUTHOR_NAME });
    await expect(names).toHaveLength(2);
    const nameBox = names[0].parentElement!;
    await expect(nameBox.scrollWidth).toBeGreaterThan(nameBox.clientWidth);
    const snippet = canvas.getByRole('link', { name: /^A very long first line/ });
    const lineHeight = parseFloat(getComputedStyle(snippet).lineHeight);
    await expect(snippet.clientHeight).toBeLessThanOrEqual(Math.ceil(lineHeight * 2) + 1);
  },
};

/** Right-to-left notes by an author with an Arabic name. */
export const RightToLeft: Story = {
  args: { events: [storyNote(50, RTL_TEXT, 6), storyNote(51, 'نص قصير', 6)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const snippet = await canvas.findByRole('link', { name: RTL_TEXT });
    await expect(getComputedStyle(snippet).direction).toBe('rtl');
  },
};

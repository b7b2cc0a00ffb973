import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ALICE_NPUB,
  aliceProfile,
  HOSTILE_CONTENT,
  LONG_CONTENT,
  RICH_CONTENT,
  sampleNote,
} from '../testing/fixtures';
import { NoteCard } from './NoteCard';
import { NoteCardSkeleton } from './NoteCardSkeleton';

const meta = {
  title: 'Nostr/NoteCard',
  component: NoteCard,
  args: {
    event: sampleNote('Just setting up my nostr. #introductions'),
    profile: aliceProfile,
    onOpen: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
} satisfies Meta<typeof NoteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Alice Liddell' })).toHaveAttribute('href', `/${ALICE_NPUB}`);
    // The fixture is 5 minutes old when the stories load; the card shows its age when it rendered (a minute may have
    // turned since).
    const minutes = Math.floor((Date.now() / 1000 - args.event.created_at) / 60);
    await expect(canvas.getByText(new RegExp(`^(${minutes - 1}|${minutes})m$`))).toBeVisible();
    await userEvent.click(canvas.getByText(/Just setting up my nostr/));
    await expect(args.onOpen).toHaveBeenCalledWith(args.event);
  },
};

export const LinksDoNotOpenTheNote: Story = {
  args: { event: sampleNote(RICH_CONTENT) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: '#nostr' }));
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const UnknownAuthor: Story = {
  args: { profile: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('npub10elfcs…jptg')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { event: sampleNote(LONG_CONTENT) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByText(/Paragraph 14/);
    const visibleHeight = () => content.closest('[data-clipped]')?.getBoundingClientRect().height;
    await expect(await canvas.findByRole('button', { name: 'Show More' })).toBeVisible();
    await expect(visibleHeight()).toBe(200);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await expect(canvas.queryByRole('button', { name: 'Show More' })).toBeNull();
    await expect(content.closest('[data-clipped]')).toBeNull();
    await expect(content.getBoundingClientRect().height).toBeGreaterThan(200);
  },
};

export const ShortContentHasNoShowMore: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Show More' })).toBeNull();
  },
};

export const HostileContent: Story = {
  args: {
    event: sampleNote(HOSTILE_CONTENT),
    profile: { ...aliceProfile, display_name: '<script>alert(1)</script>', picture: 'javascript:alert(1)' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, svg')).toBeNull();
    const hrefs = [...canvasElement.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    await expect(hrefs.every((href) => href?.startsWith('/'))).toBe(true);
    await expect(within(canvasElement).getByText(/onerror=alert\(1\)/)).toBeVisible();
  },
};

export const OldNote: Story = {
  args: { event: sampleNote('An old note', { created_at: 1_600_000_000 }) },
};

export const Loading: Story = {
  render: () => (
    <>
      <NoteCardSkeleton />
      <NoteCardSkeleton />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByLabelText('Loading note')).toHaveLength(2);
  },
};

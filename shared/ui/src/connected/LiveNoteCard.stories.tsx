import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { kindEvents, MISSING_ID, replyNote, seedStoryCore, targetNote } from '../kinds/storyKinds';
import { NoteSlotsProvider, type NoteSlots } from '@app/ui';
import { getCore, type NostrEvent } from '@app/core';
import { LiveNoteCard } from './LiveNoteCard';

/** LiveNoteCard takes an event or an id: one flat set of args for the stories. */
function Item({ event, id = '', showRepliedTo, full }: { event?: NostrEvent; id?: string; showRepliedTo?: boolean; full?: boolean }) {
  return event ? <LiveNoteCard event={event} showRepliedTo={showRepliedTo} full={full} /> : <LiveNoteCard id={id} showRepliedTo={showRepliedTo} full={full} />;
}

const meta = {
  title: 'Connected/LiveNoteCard',
  component: Item,
  args: { event: targetNote },
  loaders: [seedStoryCore],
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
} satisfies Meta<typeof Item>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ById: Story = {
  args: { event: undefined, id: targetNote.id },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/The note everybody reacts to/)).toBeVisible();
  },
};

export const LoadingThenNotFound: Story = {
  args: { event: undefined, id: MISSING_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Loading note')).toBeVisible();
    await expect(await canvas.findByText('Event not found', {}, { timeout: 15_000 })).toBeVisible();
  },
};

export const RepostActionLine: Story = {
  args: { event: kindEvents.repost },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByTestId('action-line');
    await waitFor(() => expect(line).toHaveTextContent('Bob Builder reposted'), { timeout: 5000 });
    await expect(await canvas.findByText(/The note everybody reacts to/)).toBeVisible();
  },
};

export const LikeActionLine: Story = {
  args: { event: kindEvents.like },
  play: async ({ canvasElement }) => {
    const line = await within(canvasElement).findByTestId('action-line');
    await waitFor(() => expect(line).toHaveTextContent('Bob Builder liked'), { timeout: 5000 });
  },
};

export const ZapActionLine: Story = {
  args: { event: kindEvents.zap },
  play: async ({ canvasElement }) => {
    const line = await within(canvasElement).findByTestId('action-line');
    await waitFor(() => expect(line).toHaveTextContent('Bob Builder zapped 2K bits'), { timeout: 5000 });
  },
};

/** A receipt not signed by the recipient's LNURL server shows nothing at all. */
export const ForgedZapHidden: Story = {
  args: { event: kindEvents.forgedZap },
  play: async ({ canvasElement }) => {
    await expect(await getCore().verifyZap(kindEvents.forgedZap)).toBeNull();
    await expect(within(canvasElement).queryByTestId('action-line')).toBeNull();
    await expect(within(canvasElement).queryByText(/2K bits/)).toBeNull();
  },
};

export const ReplyWithRepliedTo: Story = {
  args: { event: replyNote, showRepliedTo: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const context = await canvas.findByTestId('replied-to');
    await expect(await within(context).findByText(/The note everybody reacts to/)).toBeVisible();
    await expect(canvas.getByText('I agree with this!')).toBeVisible();
  },
};

export const ReplyWithoutRepliedTo: Story = {
  args: { event: replyNote, showRepliedTo: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('replied-to')).toBeNull();
  },
};

/** The footer slot hears where the card is: in a list, or the post page's own (standalone) note. */
const FOOTER_SLOTS: NoteSlots<unknown> = {
  footer: (event, _views, { standalone }) => <div>{`footer for ${event.kind}${standalone ? ', standalone' : ''}`}</div>,
  menu: () => <button>Menu</button>,
};

export const WithFooterAndMenuSlots: Story = {
  render: (args) => (
    <NoteSlotsProvider slots={FOOTER_SLOTS}>
      <Item {...args} />
    </NoteSlotsProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('footer for 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};

/** The post page's note (full): its footer follows the standalone content settings. */
export const StandaloneFooter: Story = {
  ...WithFooterAndMenuSlots,
  args: { full: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('footer for 1, standalone')).toBeVisible();
  },
};

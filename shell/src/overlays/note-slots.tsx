import type { NostrEvent } from '@app/core';
import { getCore } from '@app/core';
import { NoteMenu, ReactionsBar, type NoteSlots } from '@app/ui/nostr';

/** Replies open the composer dialog the shell hosts (ComposeHost). */
const openReply = (event: NostrEvent) => getCore().bus.publish({ type: 'compose:open', replyTo: event });

/** What every note card shows below its content and in its corner, on every page of every remote. */
export const NOTE_SLOTS: NoteSlots = {
  footer: (event) => <ReactionsBar event={event} onReply={openReply} />,
  menu: (event) => <NoteMenu event={event} />,
};

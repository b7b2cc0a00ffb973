import type { NostrEvent } from '@app/core';
import { getCore } from '@app/core';
import type { NoteSlots } from '@app/ui';
import type { NoteViews } from '@app/ui/nostr';

/** Replies open the composer dialog the shell hosts (ComposeHost). */
const openReply = (event: NostrEvent) => getCore().bus.publish({ type: 'compose:open', replyTo: event });

/**
 * What every note card shows below its content and in its corner, on every page of every remote. The card hands in
 * the components (NoteViews): the shell imports only their types, so a route without notes never loads them.
 */
export const NOTE_SLOTS: NoteSlots<NoteViews> = {
  footer: (event, { ReactionsBar }, { standalone }) => <ReactionsBar event={event} standalone={standalone} onReply={openReply} />,
  menu: (event, { NoteMenu }) => <NoteMenu event={event} />,
};

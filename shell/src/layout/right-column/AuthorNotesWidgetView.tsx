import type { NostrEvent } from '@app/core';
import { EMPTY_AUTHOR_NOTES_TEXT } from './note-lists';
import { NotesWidgetView, type RenderNote } from './NotesWidgetView';

/** The author widget's title. */
export const AUTHOR_NOTES_TITLE = 'More from this author';

/** 'More from this author': the viewed note's author's other recent notes (undefined while loading). */
export function AuthorNotesWidgetView({ events, renderRow }: { events: NostrEvent[] | undefined; renderRow?: RenderNote }) {
  return <NotesWidgetView title={AUTHOR_NOTES_TITLE} events={events} emptyText={EMPTY_AUTHOR_NOTES_TEXT} renderRow={renderRow} />;
}

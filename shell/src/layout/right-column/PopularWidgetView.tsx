import { EMPTY_POPULAR_TEXT, type NostrEvent } from '@app/core';
import { NotesWidgetView, type RenderNote } from './NotesWidgetView';

/** The popular widget's title. */
export const POPULAR_WIDGET_TITLE = 'Popular';

/** 'Popular': the popular feed's top posts (undefined while loading). */
export function PopularWidgetView({ events, renderRow }: { events: NostrEvent[] | undefined; renderRow?: RenderNote }) {
  return <NotesWidgetView title={POPULAR_WIDGET_TITLE} events={events} emptyText={EMPTY_POPULAR_TEXT} renderRow={renderRow} />;
}

import { EMPTY_POPULAR_TEXT, type NostrEvent } from '@app/core';
import { NotesWidgetView, type RenderNote } from './NotesWidgetView';

import { POPULAR_WIDGET_TITLE } from './widget-titles';

export { POPULAR_WIDGET_TITLE };

/** 'Popular': the popular feed's top posts (undefined while loading). */
export function PopularWidgetView({ events, renderRow }: { events: NostrEvent[] | undefined; renderRow?: RenderNote }) {
  return <NotesWidgetView title={POPULAR_WIDGET_TITLE} events={events} emptyText={EMPTY_POPULAR_TEXT} renderRow={renderRow} />;
}

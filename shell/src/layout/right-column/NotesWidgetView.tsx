import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { NostrEvent } from '@app/core';
import { Spinner } from '@app/ui';
import { CompactNoteRowView } from './CompactNoteRow';
import { Widget } from './Widget';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

/** How a list renders one note; views default to the row without profiles, connected widgets load them. */
export type RenderNote = (event: NostrEvent) => ReactNode;

const plainRow: RenderNote = (event) => <CompactNoteRowView event={event} />;

export interface NotesWidgetViewProps {
  title: string;
  /** undefined while loading. */
  events: NostrEvent[] | undefined;
  /** Shown when the list is empty. */
  emptyText: string;
  renderRow?: RenderNote;
}

/** A titled right-column list of notes as compact rows: a spinner while loading, the empty text, or the rows. */
export function NotesWidgetView({ title, events, emptyText, renderRow = plainRow }: NotesWidgetViewProps) {
  return (
    <Widget title={title}>
      {events === undefined && <Spinner label={`Loading ${title.toLowerCase()}`} />}
      {events?.length === 0 && <Empty>{emptyText}</Empty>}
      {events !== undefined && events.length > 0 && (
        <List>
          {events.map((event) => (
            <li key={event.id}>{renderRow(event)}</li>
          ))}
        </List>
      )}
    </Widget>
  );
}

import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { useInfiniteScroll } from '../connected/useInfiniteScroll';
import { Spinner } from '@app/ui';

const Widget = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.md}px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.lg}px;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.md}px;
  color: ${(p) => p.theme.colors.text};
`;

/** 24rem (h-96) of rows, then the list scrolls. */
const List = styled.ul<{ $scrollable: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${(p) => (p.$scrollable ? 'max-height: 24rem; overflow-y: auto;' : '')}
`;

const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

/** Rows rendered at first; more as the list is scrolled. */
export const PEOPLE_PAGE_SIZE = 50;

export interface PeopleWidgetViewProps {
  title: string;
  /** undefined while loading. */
  pubkeys: string[] | undefined;
  renderRow(pubkey: string): ReactNode;
  /** Shown when the list is empty. */
  emptyText: string;
  /** Cap the height at 24rem and scroll. */
  scrollable?: boolean;
}

/** A titled list of people for the right column. */
export function PeopleWidgetView({ title, pubkeys, renderRow, emptyText, scrollable = false }: PeopleWidgetViewProps) {
  const [shown, setShown] = useState(PEOPLE_PAGE_SIZE);
  const more = pubkeys !== undefined && pubkeys.length > shown;
  const sentinel = useInfiniteScroll<HTMLLIElement>(() => setShown((count) => count + PEOPLE_PAGE_SIZE), more);
  return (
    <Widget aria-label={title}>
      <Title>{title}</Title>
      {pubkeys === undefined && <Spinner size={20} />}
      {pubkeys?.length === 0 && <Note>{emptyText}</Note>}
      {pubkeys !== undefined && pubkeys.length > 0 && (
        <List $scrollable={scrollable} data-testid="people-list">
          {pubkeys.slice(0, shown).map((pubkey) => (
            <li key={pubkey}>{renderRow(pubkey)}</li>
          ))}
          {more && <li ref={sentinel} aria-hidden="true" style={{ minHeight: 1 }} />}
        </List>
      )}
    </Widget>
  );
}

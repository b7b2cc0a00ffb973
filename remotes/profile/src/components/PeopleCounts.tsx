import styled from '@emotion/styled';
import { useState } from 'react';
import { Modal } from '@app/ui';
import { LivePerson } from './LivePerson';

/** People listed at most in one dialog; the rest are counted. */
export const PEOPLE_LIST_MAX = 200;

const Counts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.lg}px;
`;

const Count = styled.button`
  padding: 0;
  color: ${({ theme }) => theme.colors.muted};
  background: none;
  border: none;
  cursor: pointer;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  &:disabled {
    cursor: default;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const More = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

type ListName = 'Following' | 'Known followers';

export interface PeopleCountsProps {
  /** Whom the user follows; undefined while loading. */
  follows?: string[];
  /** Followers among the people the viewer follows. */
  knownFollowers: string[];
}

/** 'N Following' and 'N Known followers'; each opens the list of those people. */
export function PeopleCounts({ follows, knownFollowers }: PeopleCountsProps) {
  const [open, setOpen] = useState<ListName | null>(null);
  const lists: Record<ListName, string[] | undefined> = { Following: follows, 'Known followers': knownFollowers };
  const people = open ? (lists[open] ?? []) : [];
  return (
    <Counts>
      {(Object.keys(lists) as ListName[]).map((name) => (
        <Count key={name} type="button" disabled={!lists[name]?.length} onClick={() => setOpen(name)}>
          <strong>{lists[name]?.length ?? '…'}</strong> {name}
        </Count>
      ))}
      {open && (
        <Modal title={open} onClose={() => setOpen(null)}>
          <List aria-label={open}>
            {people.slice(0, PEOPLE_LIST_MAX).map((pubkey) => (
              <li key={pubkey}>
                <LivePerson pubkey={pubkey} />
              </li>
            ))}
          </List>
          {people.length > PEOPLE_LIST_MAX && <More>and {people.length - PEOPLE_LIST_MAX} more</More>}
        </Modal>
      )}
    </Counts>
  );
}

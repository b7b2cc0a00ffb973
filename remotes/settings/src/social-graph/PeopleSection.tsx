import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { Spinner } from '@app/ui';
import { Note, Section, SectionTitle } from './graph-styles';

const People = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

/** How a list renders one person (an avatar and name row). */
export type RenderPerson = (pubkey: string) => ReactNode;

export interface PeopleSectionProps {
  title: string;
  /** undefined while loading. */
  people?: string[];
  /** Shown when the list is empty. */
  empty: string;
  renderPerson: RenderPerson;
}

/** A titled list of people with its count, a spinner while loading and a note when empty. */
export function PeopleSection({ title, people, empty, renderPerson }: PeopleSectionProps) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <SectionTitle id={id}>
        {title}
        {people && people.length > 0 && ` (${people.length})`}
      </SectionTitle>
      {people === undefined ? (
        <Spinner label={`Loading ${title.toLowerCase()}`} />
      ) : people.length === 0 ? (
        <Note>{empty}</Note>
      ) : (
        <People aria-label={title}>
          {people.map((pubkey) => (
            <li key={pubkey}>{renderPerson(pubkey)}</li>
          ))}
        </People>
      )}
    </Section>
  );
}

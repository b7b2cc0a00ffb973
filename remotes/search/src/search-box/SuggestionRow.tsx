import styled from '@emotion/styled';
import type { PersonSuggestion } from '@app/core';
import { suggestionProfile, type RecentSearch } from '@app/core/search';
import { Icon } from '@app/ui';
import { Avatar } from '@app/ui/nostr';
import { distanceLabel } from './distance-label';
import type { SearchOption } from './search-options';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  flex: 1;
`;

const Line = styled.span<{ $muted?: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  unicode-bidi: plaintext;
  color: ${({ theme, $muted }) => ($muted ? theme.colors.muted : 'inherit')};
  font-size: ${({ $muted }) => ($muted ? '0.85rem' : 'inherit')};
`;

const DistanceBadge = styled.span`
  flex-shrink: 0;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

function PersonLine({ person }: { person: Pick<PersonSuggestion, 'pubkey' | 'name' | 'nip05' | 'picture'> & { distance?: number } }) {
  const badge = person.distance === undefined ? null : distanceLabel(person.distance);
  return (
    <Row>
      <Avatar pubkey={person.pubkey} picture={suggestionProfile(person).picture} name={person.name} size={32} />
      <Text>
        <Line>{person.name}</Line>
        {person.nip05 && <Line $muted>{person.nip05}</Line>}
      </Text>
      {badge && <DistanceBadge aria-label={`Follow distance: ${badge}`}>{badge}</DistanceBadge>}
    </Row>
  );
}

function RecentLine({ entry }: { entry: RecentSearch }) {
  if (entry.type === 'person') return <PersonLine person={entry} />;
  return (
    <Row>
      <Icon name="clock" size={18} />
      <Line>{entry.query}</Line>
    </Row>
  );
}

/** What one row of the search box's list shows. */
export function SuggestionRow({ option }: { option: SearchOption }) {
  if (option.kind === 'person') return <PersonLine person={option.person} />;
  if (option.kind === 'recent') return <RecentLine entry={option.entry} />;
  return (
    <Row>
      <Icon name="search" size={18} />
      <Line>{option.label}</Line>
    </Row>
  );
}

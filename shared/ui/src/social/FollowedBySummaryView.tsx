import styled from '@emotion/styled';
import type { RenderName } from '../people/PersonLink';
import { followedBySummaryKind } from './followRules';
import { NamedPeople } from './NamedPeople';

export const SummaryLine = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
  overflow-wrap: anywhere;
`;

export interface FollowedBySummaryViewProps {
  /** Follow distance of the person; undefined while the graph loads. */
  distance: number | undefined;
  /** The signed-in user's follows who follow the person. */
  followedBy: string[];
  renderName?: RenderName;
}

/** Who of my network follows this person: 'Followed by you', names, 'Followed by friends of friends'… */
export function FollowedBySummaryView({ distance, followedBy, renderName }: FollowedBySummaryViewProps) {
  switch (followedBySummaryKind(distance, followedBy.length)) {
    case 'loading':
    case 'self':
      return null;
    case 'you':
      return <SummaryLine>Followed by you</SummaryLine>;
    case 'friends':
      return (
        <SummaryLine>
          Followed by <NamedPeople pubkeys={followedBy} renderName={renderName} restSuffix=" you follow" />
        </SummaryLine>
      );
    case 'friends-of-friends':
      return <SummaryLine>Followed by friends of friends</SummaryLine>;
    case 'nobody':
      return <SummaryLine>Not followed by anyone you follow</SummaryLine>;
  }
}

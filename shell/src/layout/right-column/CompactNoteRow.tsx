import styled from '@emotion/styled';
import { Link } from '@app/ui';
import { displayName, eventPath, type NostrEvent, type Profile } from '@app/core';
import { Avatar, PersonLinkView, useProfile } from '@app/ui/nostr';
import { noteSnippet } from './note-snippet';

/** Avatar size of a compact note row. */
export const COMPACT_AVATAR_SIZE = 28;

const Row = styled.article`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.spacing.sm}px;
  min-width: 0;
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

const Name = styled.div`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Snippet = styled(Link)`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
  color: ${(p) => p.theme.colors.muted};
  text-decoration: none;
  &:hover {
    color: ${(p) => p.theme.colors.text};
  }
`;

export interface CompactNoteRowViewProps {
  event: NostrEvent;
  /** The author's profile; unknown shows the short npub and an initial. */
  profile?: Profile;
}

/** One note in a right-column list: the author's avatar and name, and the text's first line linking to the note. */
export function CompactNoteRowView({ event, profile }: CompactNoteRowViewProps) {
  const text = noteSnippet(event);
  return (
    <Row data-testid="compact-note">
      <span aria-hidden="true">
        <Avatar pubkey={event.pubkey} picture={profile?.picture} name={displayName(profile, event.pubkey)} size={COMPACT_AVATAR_SIZE} />
      </span>
      <Body>
        <Name dir="auto">
          <PersonLinkView pubkey={event.pubkey} profile={profile} />
        </Name>
        <Snippet to={eventPath(event)} dir="auto">
          {text || 'View post'}
        </Snippet>
      </Body>
    </Row>
  );
}

/** CompactNoteRowView with the author's profile loaded through the core. */
export function CompactNoteRow({ event }: { event: NostrEvent }) {
  return <CompactNoteRowView event={event} profile={useProfile(event.pubkey)} />;
}

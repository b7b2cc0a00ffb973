import { displayName, type Profile } from '@app/core';
import { Avatar } from '@app/ui/nostr';
import styled from '@emotion/styled';

const List = styled.ul`
  position: absolute;
  z-index: 20;
  left: ${(p) => p.theme.spacing.md}px;
  top: 100%;
  min-width: 260px;
  margin: 0;
  padding: ${(p) => p.theme.spacing.xs}px 0;
  list-style: none;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.md}px;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${(p) => p.theme.colors.accentStrong};
    color: ${(p) => p.theme.colors.accentText};
  }
  small {
    opacity: 0.7;
  }
`;

/** @-mention suggestions; the active one is highlighted (aria-selected). */
export function MentionList({ suggestions, active, onPick }: { suggestions: Profile[]; active: number; onPick(profile: Profile): void }) {
  return (
    <List role="listbox" aria-label="Mention suggestions">
      {suggestions.map((profile, index) => (
        <Item key={profile.pubkey} role="option" aria-selected={index === active} onMouseDown={(event) => (event.preventDefault(), onPick(profile))}>
          <Avatar pubkey={profile.pubkey} picture={profile.picture} size={24} />
          <span>{displayName(profile, profile.pubkey)}</span>
          {profile.nip05 && <small>{profile.nip05}</small>}
        </Item>
      ))}
    </List>
  );
}

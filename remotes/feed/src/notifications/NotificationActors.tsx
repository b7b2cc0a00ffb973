import styled from '@emotion/styled';
import { Link } from 'react-router';
import { displayName, profilePath } from '@app/core';
import { Avatar, useProfile } from '@app/ui';

const AVATAR_SIZE = 32;

const Stack = styled.div`
  display: flex;
  & > a + a {
    margin-left: -${(p) => p.theme.spacing.sm}px;
  }
`;

const AvatarLink = styled(Link)`
  display: inline-flex;
  border-radius: ${(p) => p.theme.radius.round}px;
  box-shadow: 0 0 0 2px ${(p) => p.theme.colors.surface};
`;

const NameLink = styled(Link)`
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

/** In-app profile path; a malformed key links to `/{key}` instead of throwing. */
function safeProfilePath(pubkey: string): string {
  try {
    return profilePath(pubkey);
  } catch {
    return `/${encodeURIComponent(pubkey)}`;
  }
}

function ActorAvatar({ pubkey }: { pubkey: string }) {
  const profile = useProfile(pubkey);
  return (
    <AvatarLink to={safeProfilePath(pubkey)} aria-hidden="true" tabIndex={-1}>
      <Avatar pubkey={pubkey} picture={profile?.picture} name={displayName(profile, pubkey)} size={AVATAR_SIZE} />
    </AvatarLink>
  );
}

function ActorName({ pubkey }: { pubkey: string }) {
  return <NameLink to={safeProfilePath(pubkey)}>{displayName(useProfile(pubkey), pubkey)}</NameLink>;
}

/** Avatars of the people named in a row (profiles from the core). */
export function ActorAvatars({ pubkeys }: { pubkeys: string[] }) {
  return (
    <Stack>
      {pubkeys.map((pubkey) => (
        <ActorAvatar key={pubkey} pubkey={pubkey} />
      ))}
    </Stack>
  );
}

/** 'Alice, Bob, Carol +2': names linking to the profiles, then how many more. */
export function ActorNames({ pubkeys, more }: { pubkeys: string[]; more: number }) {
  return (
    <span data-testid="notification-actors">
      {pubkeys.map((pubkey, index) => (
        <span key={pubkey}>
          {index > 0 && ', '}
          <ActorName pubkey={pubkey} />
        </span>
      ))}
      {more > 0 && ` +${more}`}
    </span>
  );
}

import styled from '@emotion/styled';
import { Link } from '@app/ui';
import { displayName } from '@app/core';
import { Avatar, PersonLink, useProfile, useProfilePath } from '@app/ui/nostr';

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

function ActorAvatar({ pubkey }: { pubkey: string }) {
  const profile = useProfile(pubkey);
  return (
    <AvatarLink to={useProfilePath(pubkey, profile?.nip05)} aria-hidden="true" tabIndex={-1}>
      <Avatar pubkey={pubkey} picture={profile?.picture} name={displayName(profile, pubkey)} size={AVATAR_SIZE} />
    </AvatarLink>
  );
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
          <PersonLink pubkey={pubkey} />
        </span>
      ))}
      {more > 0 && ` +${more}`}
    </span>
  );
}

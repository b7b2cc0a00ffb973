import styled from '@emotion/styled';
import type { Profile } from '@app/core';
import { Avatar, NoteContent, ProfileName, displayableNip05, safeHttpUrl } from '@app/ui';

const Banner = styled.div<{ image: string | null }>`
  height: 160px;
  background: ${({ theme, image }) => (image ? `center / cover no-repeat url("${image}")` : theme.colors.surface)};
`;

const Body = styled.div`
  padding: 0 16px 16px;
`;

const AvatarRing = styled.div`
  margin-top: -48px;
  width: fit-content;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.bg};
`;

const Name = styled.h1`
  margin: 8px 0 0;
  font-size: 1.4rem;
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  word-break: break-all;
`;

export interface ProfileHeaderProps {
  pubkey: string;
  profile?: Profile;
}

/** Profile header: banner, picture, name, NIP-05, website (only a valid URL) and about. */
export function ProfileHeader({ pubkey, profile }: ProfileHeaderProps) {
  const banner = safeHttpUrl(profile?.banner ?? '');
  const website = safeHttpUrl(profile?.website ?? '');
  const nip05 = displayableNip05(profile?.nip05);
  return (
    <header data-testid="profile-header">
      <Banner image={banner ? encodeURI(banner) : null} />
      <Body>
        <AvatarRing>
          <Avatar pubkey={pubkey} picture={profile?.picture} size={96} />
        </AvatarRing>
        <Name>
          <ProfileName pubkey={pubkey} profile={profile} />
        </Name>
        {nip05 && <Muted data-testid="profile-nip05">{nip05}</Muted>}
        {website && (
          <a href={website} target="_blank" rel="noopener noreferrer nofollow">
            {website.replace(/^https?:\/\//, '')}
          </a>
        )}
        {profile?.about && <NoteContent content={profile.about} />}
      </Body>
    </header>
  );
}

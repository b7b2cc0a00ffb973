import styled from '@emotion/styled';
import type { ChatSession } from '@app/core/chat';
import { PersonAvatar } from './PersonAvatar';

const Stack = styled.span<{ $size: number }>`
  position: relative;
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  & > :nth-of-type(2) {
    position: absolute;
    right: 0;
    bottom: 0;
    box-shadow: 0 0 0 2px ${(p) => p.theme.colors.bg};
  }
`;

export interface SessionAvatarsProps {
  session: Pick<ChatSession, 'participants'>;
  /** The user (a note to self shows their own avatar). */
  me: string;
  size?: number;
}

/** A conversation's picture: the peer's avatar, the user's own for notes to self, two overlapping for a group. */
export function SessionAvatars({ session, me, size = 44 }: SessionAvatarsProps) {
  const { participants } = session;
  if (participants.length <= 1) return <PersonAvatar pubkey={participants[0] ?? me} size={size} />;
  const small = Math.round(size * 0.7);
  return (
    <Stack $size={size} aria-hidden="true">
      <PersonAvatar pubkey={participants[0]} size={small} />
      <PersonAvatar pubkey={participants[1]} size={small} />
    </Stack>
  );
}

import styled from '@emotion/styled';
import { displayName, type NostrEvent } from '@app/core';
import { LiveNoteCard, useProfile } from '@app/ui/nostr';

const Frame = styled.div`
  max-height: 240px;
  overflow: auto;
  margin-bottom: ${(p) => p.theme.spacing.md}px;
`;

const ReplyingTo = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.sm}px;
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  strong {
    color: ${(p) => p.theme.colors.text};
  }
`;

/** What the dialog answers or quotes, above the composer: the note itself and, for a reply, 'Replying to @name'. */
export function ComposeTarget({ replyTo, quote }: { replyTo?: NostrEvent; quote?: NostrEvent }) {
  const event = replyTo ?? quote;
  const profile = useProfile(event?.pubkey ?? '');
  if (!event) return null;
  return (
    <>
      <Frame data-testid="compose-target">
        <LiveNoteCard event={event} embedded />
      </Frame>
      {replyTo && (
        <ReplyingTo>
          Replying to <strong>@{displayName(profile, event.pubkey)}</strong>
        </ReplyingTo>
      )}
    </>
  );
}

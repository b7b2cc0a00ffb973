import type { NostrEvent } from '@app/core';
import { useVerifiedZap } from '../connected/useVerifiedZap';
import { formatBits } from '../embeds/amounts';
import { targetEventId } from './eventTags';
import { KindMuted, KindStack } from './kindStyles';
import { QuotedEvent } from './QuotedEvent';
import { ReactionGlyph } from './ReactionGlyph';

function Target({ id }: { id: string | undefined }) {
  return id ? <QuotedEvent id={id} /> : null;
}

/** A repost (kind 6/16) shown on its own: the reposted note by id (the embedded JSON is never trusted). */
export function RepostBody({ event }: { event: NostrEvent }) {
  return (
    <KindStack data-testid="repost">
      <KindMuted>Reposted</KindMuted>
      <Target id={targetEventId(event)} />
    </KindStack>
  );
}

/** A reaction (kind 7) shown on its own: the reaction, then the note it reacts to. */
export function ReactionBody({ event }: { event: NostrEvent }) {
  return (
    <KindStack>
      <ReactionGlyph event={event} />
      <Target id={targetEventId(event)} />
    </KindStack>
  );
}

/** A zap receipt (kind 9735) shown on its own: amount in bits, the zapper's comment, the zapped note. */
export function ZapBody({ event }: { event: NostrEvent }) {
  const zap = useVerifiedZap(event);
  if (!zap) return <KindMuted>{zap === null ? 'Unverified zap receipt' : 'Checking zap…'}</KindMuted>;
  return (
    <KindStack data-testid="zap">
      <strong>⚡ {zap.amount === null ? 'Zap' : `${formatBits(zap.amount)} bits`}</strong>
      {zap.comment && <div>{zap.comment.slice(0, 500)}</div>}
      <Target id={targetEventId(event)} />
    </KindStack>
  );
}

import type { NostrEvent } from '@app/core';
import { tagValue } from './eventTags';
import { KindMuted, KindStack } from './kindStyles';

/** An event of a kind this client does not render: its number, and its NIP-31 `alt` text as plain text. */
export function UnknownKindBody({ event }: { event: NostrEvent }) {
  const alt = tagValue(event, 'alt');
  return (
    <KindStack data-testid="unknown-kind">
      <KindMuted>Event of kind {String(event.kind)}</KindMuted>
      {alt && <div>{alt.slice(0, 500)}</div>}
    </KindStack>
  );
}

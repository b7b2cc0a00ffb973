import { decodeNostrLink, hasCore } from '@app/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { LiveNoteCard } from '../connected/LiveNoteCard';
import { mentionLabel } from '../content/MentionLink';
import { MAX_QUOTE_DEPTH, QuoteDepthContext, useQuoteDepth } from '../content/quoteDepth';

export type QuotedEventProps = { link: string; id?: undefined } | { id: string; link?: undefined };

/**
 * A quoted note (nostr:note/nevent, or an id) as an embedded card, fetched with the nevent's relay hints; deeper
 * than MAX_QUOTE_DEPTH, only a link.
 */
export function QuotedEvent(props: QuotedEventProps) {
  const depth = useQuoteDepth();
  const { id, relays } = useMemo(() => {
    if (props.id) return { id: props.id, relays: [] };
    const decoded = decodeNostrLink(props.link ?? '');
    return decoded.type === 'event' ? { id: decoded.id, relays: decoded.relays } : { id: null, relays: [] };
  }, [props.id, props.link]);
  const target = props.link ?? id ?? '';
  // Without a core (plain views) or a decodable id, or too deep: a link to the note's page.
  if (!id || !hasCore() || depth >= MAX_QUOTE_DEPTH) return <Link to={`/${target}`}>{mentionLabel(target)}</Link>;
  return (
    <QuoteDepthContext.Provider value={depth + 1}>
      <LiveNoteCard id={id} relays={relays} embedded />
    </QuoteDepthContext.Provider>
  );
}

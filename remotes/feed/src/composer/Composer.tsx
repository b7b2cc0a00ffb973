import type { NostrEvent } from '@app/core';
import { useSessionPubkey } from '@app/ui';
import { useCallback, useMemo } from 'react';
import { useNavigate } from '@app/ui';
import { useComposerServices } from './composer-services';
import { ComposerForm, type ComposerMode } from './ComposerForm';
import { publishedPath } from '@app/core';

export interface ComposerProps {
  mode: ComposerMode;
  replyTo?: NostrEvent;
  quote?: NostrEvent;
  /** Called with the published note (e.g. to close a modal). */
  onPosted?(event: NostrEvent): void;
}

/** The composer for the signed-in user (hidden when signed out); after a new note or quote it opens the note's page. */
export function Composer({ mode, replyTo, quote, onPosted }: ComposerProps) {
  const pubkey = useSessionPubkey();
  const services = useComposerServices();
  const navigate = useNavigate();
  const target = useMemo(() => ({ replyTo, quote }), [replyTo, quote]);
  const onPublished = useCallback(
    (event: NostrEvent) => {
      onPosted?.(event);
      if (!replyTo) navigate(publishedPath(event));
    },
    [onPosted, replyTo, navigate],
  );
  if (!pubkey) return null;
  return <ComposerForm services={services} mode={mode} target={target} onPublished={onPublished} />;
}

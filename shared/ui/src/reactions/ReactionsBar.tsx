import { notePath, type NostrEvent } from '@app/core';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCore } from '@app/ui';
import { useObservable } from '@app/ui';
import { useAskSignIn, useSessionPubkey } from '@app/ui';
import { useContentSettings } from '../content/useContentSettings';
import { barDisplay, type BarDisplay } from './barDisplay';
import { EMPTY_SUMMARY, type ReactionChoice } from './noteActionsContract';
import { ReactionsBarView, type ReactionsTab } from './ReactionsBarView';
import { ReactionsDialogView } from './lazyReactions';
import { customEmojiOf } from './reactionRules';
import { useReactorNames } from './useReactorNames';
import { shareNote } from './shareNote';
import { ZapsBar } from './ZapsBar';

interface Sent {
  like: boolean | null;
  repost: boolean | null;
}
const NOTHING_SENT: Sent = { like: null, repost: null };

export interface ReactionsBarProps {
  event: NostrEvent;
  /** Opens the reply composer; by default the reply button opens the note page. */
  onReply?(event: NostrEvent): void;
  /** The post page's own note: the standalone content settings apply (and its zaps bar shows). */
  standalone?: boolean;
}

/** A note's footer as the content settings want it, live: the reactions bar, the zaps bar, or nothing. */
export function ReactionsBar({ standalone = false, ...props }: ReactionsBarProps) {
  const display = barDisplay(useContentSettings(), standalone);
  if (!display.bar && !display.zapsBar) return null;
  return <ConnectedBar {...props} display={display} />;
}

/** The bars connected to the core: counts, like/react, repost, zap request, share; who zapped. */
function ConnectedBar({ event, onReply, display }: Omit<ReactionsBarProps, 'standalone'> & { display: BarDisplay }) {
  const core = useCore();
  const navigate = useNavigate();
  const me = useSessionPubkey();
  const actions = core.actions;
  const summary = useObservable(useMemo(() => actions.summary$(event.id), [actions, event.id]), EMPTY_SUMMARY);
  const likerNames = useReactorNames(useMemo(() => summary.likes.map((like) => like.pubkey), [summary.likes]));
  const customEmoji = useMemo(() => customEmojiOf(event), [event]);
  // What our last click asked for, shown until the note changes; null: as the counts say (also after a failure).
  const [sent, setSent] = useState<Sent>(NOTHING_SENT);
  const [dialogTab, setDialogTab] = useState<ReactionsTab | null>(null);
  useEffect(() => setSent(NOTHING_SENT), [event.id]);
  const liked = sent.like ?? summary.likes.some((like) => like.pubkey === me);
  const reposted = sent.repost ?? summary.reposts.some((repost) => repost.pubkey === me);
  const zapped = summary.zaps.some((zap) => zap.pubkey === me);
  const askSignIn = useAskSignIn();
  const openThread = () => navigate(notePath(event.id, { author: event.pubkey }));

  /** Shows the new state at once; a failed publish rolls it back and says why. */
  function run(kind: 'like' | 'repost', done: boolean, publish: () => Promise<unknown>) {
    setSent((before) => ({ ...before, [kind]: done }));
    publish().catch((error: unknown) => {
      console.warn(`Could not ${kind}`, error);
      setSent((before) => ({ ...before, [kind]: null }));
      core.bus.publish({ type: 'toast', kind: 'error', message: error instanceof Error ? error.message : String(error) });
    });
  }

  return (
    <>
      {display.zapsBar && <ZapsBar zaps={summary.zaps} onShowZaps={() => setDialogTab('zaps')} />}
      {display.bar && (
        <ReactionsBarView
          summary={summary}
          counts={display.counts}
          signedIn={Boolean(me)}
          liked={liked}
          reposted={reposted}
          zapped={zapped}
          likerNames={likerNames}
          customEmoji={customEmoji}
          onReply={() => (onReply ? onReply(event) : openThread())}
          onShowReplies={openThread}
          onRepost={() => run('repost', true, () => actions.repost(event))}
          onUndoRepost={() => run('repost', false, () => actions.undoRepost(event))}
          onQuote={() => core.bus.publish({ type: 'compose:open', quote: event })}
          onAskSignIn={askSignIn}
          onReact={(choice?: ReactionChoice) => {
            if (!me || liked) return;
            run('like', true, () => actions.react(event, choice));
          }}
          onZap={() => core.bus.publish({ type: 'zap:request', pubkey: event.pubkey, event })}
          onShare={() => void shareNote(event, core)}
          onShowReactions={setDialogTab}
        />
      )}
      {dialogTab && (
        <ReactionsDialogView summary={summary} initialTab={dialogTab} onClose={() => setDialogTab(null)} />
      )}
    </>
  );
}

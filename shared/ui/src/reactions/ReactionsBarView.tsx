import type { SignInReason } from '@app/ui';
import { ALL_COUNTS, type BarCounts } from './barDisplay';
import { ActionButton, Bar, CountButton, Slot } from './barParts';
import { LikeControl } from './LikeControl';
import type { ReactionChoice, ReactionSummary } from './noteActionsContract';
import { ReplyIcon, ShareIcon, ZapIcon } from './ReactionIcons';
import { formatCount, plural, type CustomEmoji } from './reactionRules';
import { RepostMenu } from './RepostMenu';

export type ReactionsTab = 'likes' | 'reposts' | 'zaps';

export interface ReactionsBarViewProps {
  summary: ReactionSummary;
  signedIn: boolean;
  /** The signed-in user has liked (or reacted to) the note. */
  liked: boolean;
  reposted: boolean;
  /** The signed-in user has zapped the note (a quick zap counts at once). */
  zapped?: boolean;
  /** Names of the people who reacted, in order (tooltip: 10 names then '+N more'). */
  likerNames: string[];
  customEmoji?: CustomEmoji[];
  /** Which counts show (the content settings; default all). */
  counts?: BarCounts;
  onReply(): void;
  /** The reply count: opens the note's thread. */
  onShowReplies(): void;
  onRepost(): void;
  onUndoRepost(): void;
  onQuote(): void;
  /** '+' when no choice is given. */
  onReact(choice?: ReactionChoice): void;
  onZap(): void;
  onShare(): void;
  onShowReactions(tab: ReactionsTab): void;
  /** A visitor tried Reply, Repost, Like or Zap: open the sign-in dialog, saying why. */
  onAskSignIn(reason: SignInReason): void;
}

/** Reply, repost (menu: repost or undo, quote), like (long press: emoji), zap and share, with the counts asked for. */
export function ReactionsBarView(props: ReactionsBarViewProps) {
  const { summary, signedIn, liked, reposted, onShowReactions, onAskSignIn, counts = ALL_COUNTS } = props;
  /** Runs the action when signed in, else asks the visitor to sign in for it. */
  const asUser = (reason: SignInReason, action: () => void) => () => (signedIn ? action() : onAskSignIn(reason));
  return (
    <Bar role="group" aria-label="Reactions" data-testid="reactions-bar">
      <Slot>
        <ActionButton aria-label="Reply" onClick={asUser('reply', props.onReply)}>
          <ReplyIcon />
        </ActionButton>
        {counts.replies && (
          <CountButton aria-label={plural(summary.replies, 'reply', 'replies')} onClick={props.onShowReplies}>
            {formatCount(summary.replies)}
          </CountButton>
        )}
      </Slot>
      <Slot>
        <RepostMenu
          reposted={reposted}
          signedIn={signedIn}
          onRepost={props.onRepost}
          onUndoRepost={props.onUndoRepost}
          onQuote={props.onQuote}
          onAskSignIn={() => onAskSignIn('repost')}
        />
        {counts.reposts && (
          <CountButton aria-label={plural(summary.reposts.length, 'repost')} onClick={() => onShowReactions('reposts')}>
            {formatCount(summary.reposts.length)}
          </CountButton>
        )}
      </Slot>
      <LikeControl
        count={counts.likes ? summary.likes.length : null}
        liked={liked}
        signedIn={signedIn}
        likerNames={props.likerNames}
        customEmoji={props.customEmoji}
        onReact={props.onReact}
        onAskSignIn={() => onAskSignIn('like')}
        onShowLikes={() => onShowReactions('likes')}
      />
      <Slot>
        <ActionButton $tone="zap" $active={props.zapped} aria-label="Zap" aria-pressed={props.zapped} onClick={asUser('zap', props.onZap)}>
          <ZapIcon />
        </ActionButton>
        {counts.zaps && (
          <CountButton aria-label={`${summary.zapTotal} bits zapped`} onClick={() => onShowReactions('zaps')}>
            {formatCount(summary.zapTotal)}
          </CountButton>
        )}
      </Slot>
      <ActionButton aria-label="Share" onClick={props.onShare}>
        <ShareIcon />
      </ActionButton>
    </Bar>
  );
}

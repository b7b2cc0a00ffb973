import { ActionButton, Bar, CountButton, Slot } from './barParts';
import { LikeControl } from './LikeControl';
import type { ReactionChoice, ReactionSummary } from './noteActionsContract';
import { ReplyIcon, RepostIcon, ShareIcon, ZapIcon } from './ReactionIcons';
import { formatCount, type CustomEmoji } from './reactionRules';

export type ReactionsTab = 'likes' | 'reposts' | 'zaps';

export interface ReactionsBarViewProps {
  summary: ReactionSummary;
  signedIn: boolean;
  /** The signed-in user has liked (or reacted to) the note. */
  liked: boolean;
  reposted: boolean;
  /** Names of the people who reacted, in order (tooltip: 10 names then '+N more'). */
  likerNames: string[];
  customEmoji?: CustomEmoji[];
  onReply(): void;
  onRepost(): void;
  /** '+' when no choice is given. */
  onReact(choice?: ReactionChoice): void;
  onZap(): void;
  onShare(): void;
  onShowReactions(tab: ReactionsTab): void;
}

/** Reply, repost, like (long press: emoji), zap and share, with counts; signed out, reply/repost/like are inactive. */
export function ReactionsBarView(props: ReactionsBarViewProps) {
  const { summary, signedIn, liked, reposted, onShowReactions } = props;
  const repost = () => {
    if (signedIn && !reposted) props.onRepost();
  };
  return (
    <Bar role="group" aria-label="Reactions" data-testid="reactions-bar">
      <ActionButton aria-label="Reply" disabled={!signedIn} onClick={props.onReply}>
        <ReplyIcon />
      </ActionButton>
      <Slot>
        <ActionButton $active={reposted} $tone="repost" aria-label={reposted ? 'Reposted' : 'Repost'} aria-pressed={reposted} disabled={!signedIn} onClick={repost}>
          <RepostIcon />
        </ActionButton>
        <CountButton aria-label={`${summary.reposts.length} reposts`} onClick={() => onShowReactions('reposts')}>
          {formatCount(summary.reposts.length)}
        </CountButton>
      </Slot>
      <LikeControl
        count={summary.likes.length}
        liked={liked}
        signedIn={signedIn}
        likerNames={props.likerNames}
        customEmoji={props.customEmoji}
        onReact={props.onReact}
        onShowLikes={() => onShowReactions('likes')}
      />
      <Slot>
        <ActionButton $tone="zap" aria-label="Zap" onClick={props.onZap}>
          <ZapIcon />
        </ActionButton>
        <CountButton aria-label={`${summary.zapTotal} bits zapped`} onClick={() => onShowReactions('zaps')}>
          {formatCount(summary.zapTotal)}
        </CountButton>
      </Slot>
      <ActionButton aria-label="Share" onClick={props.onShare}>
        <ShareIcon />
      </ActionButton>
    </Bar>
  );
}

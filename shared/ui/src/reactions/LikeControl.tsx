import { useCallback, useState } from 'react';
import { ActionButton, CountButton, Slot, Tooltip } from './barParts';
import { EmojiChoiceView } from './lazyReactions';
import type { ReactionChoice } from './noteActionsContract';
import { HeartIcon } from './ReactionIcons';
import { formatCount, namesTooltip, plural, type CustomEmoji } from './reactionRules';
import { useLongPress } from './useLongPress';

export interface LikeControlProps {
  /** null: the count (and its names tooltip) is not shown. */
  count: number | null;
  liked: boolean;
  signedIn: boolean;
  /** Names of the people who reacted, in order, for the tooltip. */
  likerNames: string[];
  customEmoji?: CustomEmoji[];
  onReact(choice?: ReactionChoice): void;
  /** A visitor's click: ask them to sign in. */
  onAskSignIn(): void;
  onShowLikes(): void;
}

/** Like: a click likes ('+'); a long press opens the emoji choice; the count shows who reacted and opens the list. */
export function LikeControl({ count, liked, signedIn, likerNames, customEmoji, onReact, onAskSignIn, onShowLikes }: LikeControlProps) {
  const [choosing, setChoosing] = useState(false);
  const [pointed, setPointed] = useState(false);
  const canReact = signedIn && !liked;
  const { takeLongPress, ...pressHandlers } = useLongPress(() => setChoosing(true), canReact);
  const close = useCallback(() => setChoosing(false), []);
  const like = () => {
    if (takeLongPress()) return;
    if (!signedIn) return onAskSignIn();
    if (canReact) onReact(); // spec 2 §2: ignored when already liked
  };
  const choose = (choice: ReactionChoice) => {
    setChoosing(false);
    if (canReact) onReact(choice);
  };
  const tooltip = pointed && count !== null && likerNames.length > 0 ? namesTooltip(likerNames) : '';
  return (
    <Slot>
      <ActionButton
        $active={liked}
        $tone="like"
        aria-label={liked ? 'Liked' : 'Like'}
        aria-pressed={liked}
        onClick={like}
        onContextMenu={(event) => event.preventDefault()}
        {...pressHandlers}
      >
        <HeartIcon filled={liked} />
      </ActionButton>
      {count !== null && (
        <CountButton
          aria-label={plural(count, 'reaction')}
          onClick={onShowLikes}
          onMouseEnter={() => setPointed(true)}
          onMouseLeave={() => setPointed(false)}
          onFocus={() => setPointed(true)}
          onBlur={() => setPointed(false)}
        >
          {formatCount(count)}
        </CountButton>
      )}
      {tooltip && <Tooltip role="tooltip">{tooltip}</Tooltip>}
      {choosing && <EmojiChoiceView customEmoji={customEmoji} onChoose={choose} onClose={close} />}
    </Slot>
  );
}

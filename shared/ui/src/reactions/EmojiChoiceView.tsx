import styled from '@emotion/styled';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { moveMenuFocus } from '../menus/useMenu';
import type { ReactionChoice } from './noteActionsContract';
import { QUICK_REACTIONS, type CustomEmoji } from './reactionRules';

const Menu = styled.div`
  position: absolute;
  bottom: calc(100% + 6px);
  left: 0;
  z-index: 20;
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  max-width: 300px;
  padding: ${(p) => p.theme.spacing.xs}px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.4);
`;

const Choice = styled.button`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  font-size: 20px;
  background: transparent;
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm}px;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${(p) => p.theme.colors.surface};
  }
  img {
    width: 24px;
    height: 24px;
    object-fit: contain;
  }
`;

export interface EmojiChoiceViewProps {
  /** The note's own custom emoji (already checked to be http(s) images). */
  customEmoji?: CustomEmoji[];
  onChoose(choice: ReactionChoice): void;
  onClose(): void;
}

/** The emoji offered by a long press on like: a fixed set plus the note's custom emoji. */
export function EmojiChoiceView({ customEmoji = [], onChoose, onClose }: EmojiChoiceViewProps) {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menu.current?.querySelector('button')?.focus();
    const onOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onOutside);
    return () => document.removeEventListener('pointerdown', onOutside);
  }, [onClose]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') onClose();
    else if (moveMenuFocus(menu.current, event.key)) event.preventDefault();
  };
  return (
    <Menu ref={menu} role="menu" aria-label="Choose a reaction" aria-orientation="horizontal" onKeyDown={onKeyDown}>
      {QUICK_REACTIONS.map((emoji) => (
        <Choice key={emoji} role="menuitem" tabIndex={-1} aria-label={`React ${emoji}`} onClick={() => onChoose({ content: emoji })}>
          {emoji}
        </Choice>
      ))}
      {customEmoji.map((emoji) => (
        <Choice key={emoji.shortcode} role="menuitem" tabIndex={-1} aria-label={`React :${emoji.shortcode}:`} onClick={() => onChoose({ content: `:${emoji.shortcode}:`, emoji })}>
          <img src={emoji.url} alt={`:${emoji.shortcode}:`} />
        </Choice>
      ))}
    </Menu>
  );
}

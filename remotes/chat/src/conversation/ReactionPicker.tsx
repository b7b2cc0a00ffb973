import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Icon } from '@app/ui';
import { CHAT_REACTIONS } from './reaction-counts';
import { ActionButton } from './ActionButton';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;

/** Room (px) the reactions need above their button; with less (the top of the list) they open below it. */
const ROOM_ABOVE = 56;

const Choices = styled.span<{ $below: boolean }>`
  position: absolute;
  ${(p) => (p.$below ? 'top' : 'bottom')}: calc(100% + 4px);
  inset-inline-end: 0;
  z-index: 5;
  display: flex;
  gap: 2px;
  padding: ${(p) => p.theme.spacing.xs}px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.round}px;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.4);
`;

const Choice = styled.button`
  padding: 2px 6px;
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  line-height: 1.2;
  background: transparent;
  border: 0;
  border-radius: ${(p) => p.theme.radius.round}px;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${(p) => p.theme.colors.surface};
  }
`;

/** 'React': opens the small set of chat reactions; choosing one calls `onReact` and closes (Escape or a click elsewhere closes too). */
export function ReactionPicker({ onReact }: { onReact(emoji: string): void }) {
  const [open, setOpen] = useState(false);
  const [below, setBelow] = useState(false);
  const choicesId = useId();
  const wrap = useRef<HTMLSpanElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget.getBoundingClientRect();
    const scroller = event.currentTarget.closest('[role="log"]')?.getBoundingClientRect();
    setBelow(button.top - (scroller?.top ?? 0) < ROOM_ABOVE);
    setOpen(!open);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggleButton.current?.focus();
    }
  };
  return (
    <Wrap ref={wrap} onKeyDown={onKeyDown}>
      <ActionButton ref={toggleButton} type="button" aria-label="React" title="React" aria-expanded={open} aria-controls={open ? choicesId : undefined} onClick={toggle}>
        <Icon name="smile" size={16} />
      </ActionButton>
      {open && (
        <Choices id={choicesId} $below={below} role="group" aria-label="Choose a reaction">
          {CHAT_REACTIONS.map((emoji) => (
            <Choice
              key={emoji}
              type="button"
              aria-label={`React with ${emoji}`}
              onClick={() => {
                setOpen(false);
                toggleButton.current?.focus();
                onReact(emoji);
              }}
            >
              {emoji}
            </Choice>
          ))}
        </Choices>
      )}
    </Wrap>
  );
}

import styled from '@emotion/styled';
import { useId, useState, type KeyboardEvent } from 'react';
import { Icon } from '@app/ui';
import { CHAT_REACTIONS } from './reaction-counts';
import { ActionButton } from './ActionButton';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;

const Choices = styled.span`
  position: absolute;
  bottom: calc(100% + 4px);
  inset-inline-start: 0;
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

/** 'React': opens the small set of chat reactions; choosing one calls `onReact` and closes (Escape closes too). */
export function ReactionPicker({ onReact }: { onReact(emoji: string): void }) {
  const [open, setOpen] = useState(false);
  const choicesId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };
  return (
    <Wrap onKeyDown={onKeyDown}>
      <ActionButton type="button" aria-expanded={open} aria-controls={open ? choicesId : undefined} onClick={() => setOpen(!open)}>
        <Icon name="smile" size={14} />
        React
      </ActionButton>
      {open && (
        <Choices id={choicesId} role="group" aria-label="Choose a reaction">
          {CHAT_REACTIONS.map((emoji) => (
            <Choice
              key={emoji}
              type="button"
              aria-label={`React with ${emoji}`}
              onClick={() => {
                setOpen(false);
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

import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Trigger, Wrap } from './NoteMenuTrigger';

const Menu = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: 30;
  min-width: 200px;
  padding: ${(p) => p.theme.spacing.xs}px 0;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.4);
`;

const Item = styled.button<{ $danger?: boolean; $success?: boolean }>`
  display: block;
  width: 100%;
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.lg}px;
  text-align: left;
  background: transparent;
  border: 0;
  color: ${(p) => (p.$danger ? p.theme.colors.error : p.$success ? p.theme.colors.success : p.theme.colors.text)};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    background: ${(p) => p.theme.colors.surface};
  }
  &:disabled {
    cursor: default;
    opacity: 0.7;
  }
`;

/** Spec 2 §2: rebroadcast shows progress, then a success flag for 3 s. */
export type RebroadcastState = 'idle' | 'progress' | 'success' | 'error';

const REBROADCAST_LABEL: Record<RebroadcastState, string> = {
  idle: 'Rebroadcast',
  progress: 'Rebroadcasting…',
  success: 'Rebroadcast ✓',
  error: 'Rebroadcast failed, try again',
};

export interface NoteMenuViewProps {
  /** The signed-in user wrote the note. */
  isOwn: boolean;
  isZapReceipt: boolean;
  signedIn: boolean;
  rebroadcast: RebroadcastState;
  onRequestDeletion(): void;
  onMute(): void;
  onReport(): void;
  onRebroadcast(): void;
  onRawData(): void;
  /** Copy the note's public link (nevent or naddr with relay hints). */
  onCopyLink?(): void;
  /** Quote the note in a new post (signed in). */
  onQuote?(): void;
  /** Starts open (the menu mounted by a click on the bare trigger). */
  initialOpen?: boolean;
}

/**
 * The note action menu: quote, deletion request (author only), mute and report (not on own notes or zap receipts),
 * rebroadcast, copy link, raw data.
 */
export function NoteMenuView(props: NoteMenuViewProps) {
  const { isOwn, isZapReceipt, signedIn, rebroadcast } = props;
  const [open, setOpen] = useState(props.initialOpen ?? false);
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    wrap.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onOutside = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    return () => document.removeEventListener('pointerdown', onOutside);
  }, [open]);
  /** Closes the menu, then runs the action (which usually opens a dialog). */
  const pick = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const canModerate = signedIn && !isOwn && !isZapReceipt;
  return (
    <Wrap ref={wrap} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <Trigger aria-label="Note actions" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        ⋯
      </Trigger>
      {open && (
        <Menu role="menu" aria-label="Note actions">
          {signedIn && props.onQuote && (
            <Item role="menuitem" onClick={pick(props.onQuote)}>
              Quote
            </Item>
          )}
          {signedIn && isOwn && (
            <Item role="menuitem" $danger onClick={pick(props.onRequestDeletion)}>
              Request deletion
            </Item>
          )}
          {canModerate && (
            <Item role="menuitem" onClick={pick(props.onMute)}>
              Mute
            </Item>
          )}
          {canModerate && (
            <Item role="menuitem" onClick={pick(props.onReport)}>
              Report
            </Item>
          )}
          {signedIn && (
            <Item role="menuitem" $success={rebroadcast === 'success'} disabled={rebroadcast === 'progress'} onClick={props.onRebroadcast}>
              {REBROADCAST_LABEL[rebroadcast]}
            </Item>
          )}
          {props.onCopyLink && (
            <Item role="menuitem" onClick={pick(props.onCopyLink)}>
              Copy link
            </Item>
          )}
          <Item role="menuitem" onClick={pick(props.onRawData)}>
            Raw data
          </Item>
        </Menu>
      )}
    </Wrap>
  );
}

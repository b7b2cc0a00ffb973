import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useInRouterContext, useLocation } from 'react-router';
import { Button } from './Button';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  background: rgba(0, 0, 0, 0.6);
`;

const Panel = styled.div<{ $width: number }>`
  width: min(${(p) => p.$width}px, 94vw);
  max-height: 90vh;
  overflow: auto;
  padding: ${(p) => p.theme.spacing.xl}px;
  background: ${(p) => p.theme.colors.bg};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.lg}px;
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.spacing.md}px;
  margin-bottom: ${(p) => p.theme.spacing.lg}px;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg}px;
  }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Open modals, latest last: Escape with focus outside every modal closes only the latest one. */
const openModals: symbol[] = [];

export interface ModalProps {
  /** Visible heading, also the dialog's accessible name. */
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Panel width in px on wide screens (default 440). */
  width?: number;
}

/** Calls onClose when the route changes after the modal opened. */
function CloseOnRouteChange({ onClose }: { onClose(): void }) {
  const { key, pathname, search } = useLocation();
  const current = `${key}|${pathname}|${search}`;
  const seen = useRef(current);
  useEffect(() => {
    if (seen.current === current) return;
    seen.current = current;
    onClose();
  }, [current, onClose]);
  return null;
}

/** Keeps Tab and Shift+Tab inside the panel. */
function trapTab(event: KeyboardEvent<HTMLDivElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Dialog over a dimmed backdrop, rendered in document.body. Closes on Escape, a click on the backdrop or a
 * route change; focus moves into it when it opens and returns to where it was when it closes.
 */
export function Modal({ title, onClose, children, width = 440 }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const latestOnClose = useRef(onClose);
  useLayoutEffect(() => {
    latestOnClose.current = onClose;
  });
  const inRouter = useInRouterContext();

  useEffect(() => {
    const me = Symbol('modal');
    openModals.push(me);
    const before = document.activeElement as HTMLElement | null;
    const target = panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current;
    target?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      const focusInModal = (event.target as Element | null)?.closest?.('[aria-modal="true"]');
      if (event.key === 'Escape' && !focusInModal && openModals[openModals.length - 1] === me) latestOnClose.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openModals.splice(openModals.indexOf(me), 1);
      if (before?.isConnected) before.focus();
    };
  }, []);

  /** Escape from inside: the innermost modal handles it first and stops it reaching outer ones. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      latestOnClose.current();
    } else if (event.key === 'Tab') trapTab(event);
  };
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) latestOnClose.current();
  };
  const close = useCallback(() => latestOnClose.current(), []);

  return createPortal(
    <Backdrop onMouseDown={onBackdrop} data-testid="modal-backdrop">
      {inRouter && <CloseOnRouteChange onClose={close} />}
      <Panel ref={panel} $width={width} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <Button variant="ghost" size="sm" aria-label="Close" onClick={close}>
            ×
          </Button>
        </Header>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

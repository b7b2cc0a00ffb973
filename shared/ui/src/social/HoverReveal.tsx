import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode } from 'react';

const Anchor = styled.span`
  position: relative;
  display: inline-block;
  max-width: 100%;
`;

const Popover = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 20;
  padding-top: ${(p) => p.theme.spacing.xs}px;
`;

/** Every hover card asks on each render: the query list is made once (per `matchMedia`); its `matches` stays current. */
let hoverQuery: { matchMedia: Window['matchMedia']; list: MediaQueryList } | null = null;

/** Whether the primary input can hover (a mouse, not a touch screen). */
export function canHover(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  if (hoverQuery?.matchMedia !== window.matchMedia) hoverQuery = { matchMedia: window.matchMedia, list: window.matchMedia('(hover: hover)') };
  return hoverQuery.list.matches;
}

export interface HoverRevealProps {
  /** Off on touch devices: then only `children` render. */
  enabled: boolean;
  delayMs: number;
  /** Rendered only while open. */
  renderCard(): ReactNode;
  /** The pointer entered: the card will open after `delayMs` (e.g. to fetch its code meanwhile). */
  onHoverStart?(): void;
  children: ReactNode;
}

/** Shows a card under `children` after hovering them for `delayMs`; hides it when the pointer leaves both. */
export function HoverReveal({ enabled, delayMs, renderCard, onHoverStart, children }: HoverRevealProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);
  if (!enabled) return <>{children}</>;
  const enter = () => {
    cancel();
    onHoverStart?.();
    timer.current = setTimeout(() => setOpen(true), delayMs);
  };
  const leave = () => {
    cancel();
    setOpen(false);
  };
  return (
    <Anchor onMouseEnter={enter} onMouseLeave={leave}>
      {children}
      {open && <Popover data-hover-card data-testid="hover-card">{renderCard()}</Popover>}
    </Anchor>
  );
}

import styled from '@emotion/styled';
import { useCallback, useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { useInRouterContext } from 'react-router';
import { Button } from './Button';
import { CloseOnRouteChange } from './CloseOnRouteChange';
import { focusFirstIn, trapTab } from './focus';
import type { ModalProps } from './Modal';

/**
 * The native dialog, shown with showModal(): the top layer (above any stacking context), an inert page behind and
 * Escape come from the browser. It covers the viewport and is the dimmed backdrop; the panel sits inside it.
 */
const Dialog = styled.dialog<{ $shade: number }>`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: rgba(0, 0, 0, ${(p) => p.$shade});
  color: ${(p) => p.theme.colors.text};
  &[open] {
    display: grid;
    place-items: center;
  }
  &::backdrop {
    background: transparent;
  }
  &:focus {
    outline: none;
  }
`;

const Panel = styled.div<{ $width: number }>`
  width: min(${(p) => p.$width}px, 94vw);
  max-height: 90vh;
  overflow: auto;
  padding: ${(p) => p.theme.spacing.xl}px;
  background: ${(p) => p.theme.colors.bg};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.lg}px;
`;

const FullPanel = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
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


/** Opens the dialog as modal on mount and closes it before unmount, giving focus back to the element that had it. */
function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, content: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = document.activeElement as HTMLElement | null;
    if (typeof node.showModal === 'function') node.showModal();
    else node.setAttribute('open', ''); // DOMs without showModal (jsdom in unit tests)
    focusFirstIn(content.current, node);
    return () => {
      if (node.open && typeof node.close === 'function') node.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog, content]);
}

/**
 * Every dialog of the app: initial focus on the first control of its content, Tab kept inside, Escape, a click on
 * the backdrop and a route change close it, and focus returns to the opener. Rendered in document.body.
 */
export function ModalDialog({ title, onClose, children, width = 440, variant = 'panel', description }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const latestOnClose = useRef(onClose);
  useLayoutEffect(() => {
    latestOnClose.current = onClose;
  });
  const close = useCallback(() => latestOnClose.current(), []);
  useModalDialog(dialog, content);
  const inRouter = useInRouterContext();

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault(); // the app closes it (unmounting), not the browser
      event.stopPropagation(); // a modal opened from inside another: only the innermost closes
      close();
    } else if (event.key === 'Tab') trapTab(event);
  };
  /** The browser's own close request (Escape with focus on the page's body, or a repeated Escape). */
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close();
  };
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) close();
  };
  const fullscreen = variant === 'fullscreen';

  return createPortal(
    <Dialog
      ref={dialog}
      $shade={fullscreen ? 0.92 : 0.6}
      aria-modal="true"
      aria-labelledby={fullscreen ? undefined : titleId}
      aria-label={fullscreen ? title : undefined}
      aria-describedby={description ? descriptionId : undefined}
      data-testid="modal-backdrop"
      tabIndex={-1} // a click on text keeps focus (and Escape) in the dialog instead of the page's body
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onMouseDown={onBackdrop}
    >
      {inRouter && <CloseOnRouteChange onClose={close} />}
      {fullscreen ? (
        <FullPanel ref={content}>{children}</FullPanel>
      ) : (
        <Panel $width={width}>
          <Header>
            <h2 id={titleId}>{title}</h2>
            <Button variant="ghost" size="sm" aria-label="Close" onClick={close}>
              ×
            </Button>
          </Header>
          {description && <p id={descriptionId}>{description}</p>}
          <div ref={content}>{children}</div>
        </Panel>
      )}
    </Dialog>,
    document.body,
  );
}

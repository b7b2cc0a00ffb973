import { useEffect, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from '@app/ui';

/** The sign-in dialog's backdrop (a portal over the whole window). */
export const DIALOG_BACKDROP: CSSProperties = { position: 'fixed', inset: 0, zIndex: 100, background: 'rgba(0,0,0,0.55)', display: 'grid', placeItems: 'center' };

/**
 * The backdrop and a spinner while the sign-in dialog's code and the signer load; a click on it or Escape closes.
 * It leaves the focus where it is: the dialog returns it there when it closes.
 */
export function DialogLoading({ onClose }: { onClose(): void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return createPortal(
    <div style={DIALOG_BACKDROP} data-testid="sign-in-loading" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Spinner label="Loading" />
    </div>,
    document.body,
  );
}

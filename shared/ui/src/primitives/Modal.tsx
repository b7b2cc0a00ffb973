import type { ReactNode } from 'react';
import { lazyComponent } from '../lazy/lazyComponent';

export interface ModalProps {
  /** The dialog's accessible name; the visible heading of a panel. */
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Panel width in px on wide screens (default 440). */
  width?: number;
  /** 'panel' (default): a centred panel with heading and Close; 'fullscreen': the children draw their own chrome. */
  variant?: 'panel' | 'fullscreen';
  /** Shown under the heading, e.g. why a sign-in is asked for. */
  description?: ReactNode;
}

/**
 * Every dialog of the app (the native <dialog>, see ModalDialog): its code loads with the first dialog opened, not
 * with the page, since no page needs a dialog to paint.
 */
export const Modal = lazyComponent<ModalProps>(() => import('./ModalDialog').then((module) => module.ModalDialog));

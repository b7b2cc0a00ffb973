import type { AppEvent } from '@app/core';

/** Spec 1 §3 Toast: id, message, type, duration, linkTo, timestamp. */
export interface Toast {
  id: number;
  message: string;
  type: 'success' | 'error' | 'warning' | 'info';
  duration: number;
  linkTo?: string;
  timestamp: number;
}

/** Spec 1 §9: toast default 5000 ms. */
export const TOAST_DEFAULT_MS = 5000;
/** At most this many toasts on screen; the oldest goes first. */
export const MAX_TOASTS = 3;

let nextId = 1;

/** The toast a bus message asks for. */
export function toastOf(event: Extract<AppEvent, { type: 'toast' }>, now: number): Toast {
  return { id: nextId++, message: event.message, type: event.kind, duration: event.duration ?? TOAST_DEFAULT_MS, linkTo: event.linkTo, timestamp: now };
}

/** Adds a toast, dropping the oldest beyond MAX_TOASTS. */
export function pushToast(toasts: Toast[], toast: Toast): Toast[] {
  return [...toasts, toast].slice(-MAX_TOASTS);
}

import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements inside `root`, in document order. */
export function focusablesIn(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

const FIELD = 'input:not([disabled]):not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea:not([disabled])';

/**
 * Focuses a [data-autofocus] element, else the first text field in `content` (a composer's text, not the note it
 * answers), else its first control, else `fallback` (made focusable).
 */
export function focusFirstIn(content: Element | null, fallback: HTMLElement): void {
  const target = content?.querySelector<HTMLElement>('[data-autofocus]') ?? content?.querySelector<HTMLElement>(FIELD) ?? (content && focusablesIn(content)[0]);
  if (target) return target.focus();
  if (!fallback.hasAttribute('tabindex')) fallback.tabIndex = -1;
  fallback.focus();
}

/** Keeps Tab and Shift+Tab inside the element that handles the event (the browser would move on to its own UI). */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  const items = focusablesIn(event.currentTarget);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return event.preventDefault();
  const active = document.activeElement;
  const inside = active instanceof Node && event.currentTarget.contains(active) && active !== event.currentTarget;
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

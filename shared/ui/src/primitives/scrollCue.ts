import type { Theme } from '@emotion/react';

/**
 * A horizontal scroller's cue, in CSS alone: a soft shadow shows at each edge that has content scrolled out of
 * view, and disappears once that edge is reached (covers attached to the content scroll with it; the shadows stay).
 */
export function horizontalScrollCue(theme: Theme): string {
  const bg = theme.colors.bg;
  return `
    position: relative;
    overflow-x: auto;
    scrollbar-width: thin;
    background:
      linear-gradient(to right, ${bg} 40%, transparent) left center / 24px 100% no-repeat local,
      linear-gradient(to left, ${bg} 40%, transparent) right center / 24px 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, color-mix(in srgb, ${theme.colors.text} 30%, transparent), transparent) left center / 12px 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, color-mix(in srgb, ${theme.colors.text} 30%, transparent), transparent) right center / 12px 100% no-repeat scroll;
  `;
}

/** Scrolls the selected tab of a scrolling row (positioned, as the cue makes it) into view: a phone's last tabs start out of sight. */
export function revealSelected(row: HTMLElement | null, selector = '[aria-selected="true"], [aria-current="page"]'): void {
  const selected = row?.querySelector<HTMLElement>(selector);
  if (!row || !selected) return;
  const left = selected.offsetLeft;
  if (left < row.scrollLeft || left + selected.offsetWidth > row.scrollLeft + row.clientWidth) {
    row.scrollLeft = Math.max(0, left - (row.clientWidth - selected.offsetWidth) / 2);
  }
}

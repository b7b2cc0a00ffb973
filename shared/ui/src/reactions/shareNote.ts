import { notePath, type EventBus, type NostrEvent } from '@app/core';

/** The public link of a note on this app's host. */
export function publicNoteUrl(event: NostrEvent, origin = window.location.origin): string {
  return `${origin}${notePath(event.id)}`;
}

/** Spec 2 §2: the browser's share function with the public note link; without it, the link is copied. */
export async function shareNote(event: NostrEvent, bus: Pick<EventBus, 'publish'>): Promise<void> {
  const url = publicNoteUrl(event);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url });
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') console.warn('Share failed', error);
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    bus.publish({ type: 'toast', kind: 'success', message: 'Link copied' });
  } catch (error) {
    console.warn('Copy of the note link failed', error);
  }
}

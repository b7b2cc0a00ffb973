import { eventPath, type Core, type NostrEvent } from '@app/core';

/** The public link of an event on this app's host: nevent (naddr for articles and listings) with its relay hints. */
export function publicNoteUrl(event: NostrEvent, relays: readonly string[] = [], origin = window.location.origin): string {
  return `${origin}${eventPath(event, relays)}`;
}

/** The public link with one or two relays where the event was seen (none when the lookup fails). */
export async function hintedNoteUrl(event: NostrEvent, core: Pick<Core, 'linkHints'>): Promise<string> {
  const relays = await core.linkHints.forEvent(event).catch(() => [] as string[]);
  return publicNoteUrl(event, relays);
}

/** Copies the event's public link (with relay hints) and says so in a toast. */
export async function copyNoteLink(event: NostrEvent, core: Pick<Core, 'linkHints' | 'bus'>): Promise<void> {
  try {
    await navigator.clipboard.writeText(await hintedNoteUrl(event, core));
    core.bus.publish({ type: 'toast', kind: 'success', message: 'Link copied' });
  } catch (error) {
    console.warn('Copy of the note link failed', error);
  }
}

/** Spec 2 §2: the browser's share function with the public note link; without it, the link is copied. */
export async function shareNote(event: NostrEvent, core: Pick<Core, 'linkHints' | 'bus'>): Promise<void> {
  if (typeof navigator.share !== 'function') return copyNoteLink(event, core);
  try {
    await navigator.share({ url: await hintedNoteUrl(event, core) });
  } catch (error) {
    if ((error as Error)?.name !== 'AbortError') console.warn('Share failed', error);
  }
}

// Locators and set-up shared by the note specs: the composer, the focused note of a post page and its actions.
import { expect, type Page } from '@playwright/test';
import { neventEncode } from 'nostr-tools/nip19';
import type { Event } from 'nostr-tools/pure';
import { newestEvent, publishAll, testUser } from './relay-client';
import { signInWithKey } from './sign-in';

type User = ReturnType<typeof testUser>;

export const composer = (page: Page) => page.getByRole('form', { name: 'Compose note' });
export const noteText = (page: Page) => composer(page).getByRole('textbox', { name: "What's on your mind?" });
/** The visible history entry (the shell keeps earlier pages mounted but hidden). */
export const activePage = (page: Page) => page.locator('[data-history-entry][data-active="true"]');
export const focusedCard = (page: Page) => activePage(page).getByTestId('thread-focus').getByTestId('note-card').first();
export const reactions = (page: Page) => focusedCard(page).getByRole('group', { name: 'Reactions' });
export const now = () => Math.floor(Date.now() / 1000);
export const unique = () => Math.random().toString(36).slice(2, 8);

/** A fresh user signed in through the real dialog. */
export async function signedInUser(page: Page): Promise<User> {
  const me = testUser();
  await page.goto('/');
  await signInWithKey(page, me.hex);
  return me;
}

/** Another author with a name and one note on the relay. */
export async function authorWithNote(relayUrl: string, name: string, content: string) {
  const author = testUser();
  const note = author.sign({ kind: 1, content, created_at: now() - 30 });
  await publishAll(relayUrl, [author.sign({ kind: 0, content: JSON.stringify({ name }) }), note]);
  return { author, note };
}

export async function openNote(page: Page, note: Event) {
  await page.goto(`/${neventEncode({ id: note.id, author: note.pubkey })}`);
  await expect(focusedCard(page)).toContainText(note.content.slice(0, 20));
}

export async function openNoteMenu(page: Page) {
  await focusedCard(page).getByRole('button', { name: 'Note actions' }).first().click();
  return page.getByRole('menu', { name: 'Note actions' });
}

export const newest = (relayUrl: string, kind: number, author: string) => newestEvent(relayUrl, { kinds: [kind], authors: [author] });

// Storage faults played in real Chromium: IndexedDB refused as Firefox's private mode refused it, a full disk, rows
// an older version or a hand edit could leave; and what the page shows and keeps.
import { expect, type Page } from '@playwright/test';
import { neventEncode } from 'nostr-tools/nip19';
import { focusedCard, newest, reactions } from '../../support/notes';
import { navigateInApp } from '../hostile-probes';

export const UNAVAILABLE_TEXT = 'Storage is unavailable: this session is kept in memory only.';
export const FULL_TEXT = 'Storage is full: this session is kept in memory only.';
export const ECASH_IN_MEMORY = 'Your ecash cannot be saved on this device';

export const storageNotice = (page: Page) => page.getByTestId('storage-notice');
export const feedNotes = (page: Page) => page.getByTestId('feed').getByTestId('note-card');

/** Init script: indexedDB.open answers with an error event (InvalidStateError), as in Firefox's private mode. */
export function refuseIndexedDb() {
  IDBFactory.prototype.open = function open() {
    const request = { error: new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError') } as Record<string, unknown>;
    setTimeout(() => (request.onerror as ((event: Event) => void) | undefined)?.(new Event('error')));
    return request as unknown as IDBOpenDBRequest;
  };
}

/** Init script: every write to IndexedDB fails with QuotaExceededError, as on a full disk (creating the tables still works). */
export function fillIndexedDb() {
  for (const method of ['put', 'add'] as const) {
    const original = IDBObjectStore.prototype[method];
    IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.transaction.mode !== 'versionchange') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return original.apply(this, args);
    };
  }
}

/** The history entry of `path` once it is the one shown (the app keeps earlier pages mounted, hidden). */
const shownEntry = (page: Page, path: string) => page.locator(`[data-history-entry="${path}"][data-active="true"]`);

/** Goes to `path` as a link in the app does (no reload: what the session holds in memory stays), until it is shown. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await navigateInApp(page, path);
  await expect(shownEntry(page, path)).toBeAttached();
}

/** Home shows notes from the relay; returns how many. */
export async function homeShowsNotes(page: Page): Promise<number> {
  await goInApp(page, '/');
  await expect(feedNotes(page).first()).toBeVisible();
  return feedNotes(page).count();
}

/** Posts a note from /new (reached in the app) and waits for it on the relay; returns its id. */
export async function postNote(page: Page, relayUrl: string, author: string, text: string): Promise<string> {
  await goInApp(page, '/new');
  // Pages reached in the app stay mounted behind (Home has a composer too): the shown page's one.
  const form = shownEntry(page, '/new').getByRole('form', { name: 'Compose note' });
  await form.getByRole('textbox', { name: "What's on your mind?" }).fill(text);
  await form.getByRole('button', { name: 'Post' }).click();
  await expect.poll(async () => (await newest(relayUrl, 1, author))?.content).toBe(text);
  return (await newest(relayUrl, 1, author))!.id;
}

/** The p tags of the user's newest follow list on the relay. */
export async function newestFollows(relayUrl: string, pubkey: string): Promise<string[]> {
  return ((await newest(relayUrl, 3, pubkey))?.tags ?? []).filter((tag) => tag[0] === 'p').map((tag) => tag[1]!);
}

/** The composer of the reply dialog. */
export const replyBox = (page: Page) => page.getByRole('dialog', { name: 'Reply' }).getByRole('textbox', { name: "What's on your mind?" });

/** Opens a note and its reply dialog. */
export async function openReply(page: Page, id: string, author: string): Promise<void> {
  await page.goto(`/${neventEncode({ id, author })}`);
  await expect(focusedCard(page)).toBeVisible();
  await reactions(page).getByRole('button', { name: 'Reply' }).click();
  await expect(replyBox(page)).toBeVisible();
}

/** Primary keys per table of each of the page's IndexedDB databases (JSON: strings, numbers, arrays). */
export type DatabaseKeys = Record<string, Record<string, unknown[]>>;

export function databaseKeys(page: Page): Promise<DatabaseKeys> {
  return page.evaluate(async () => {
    const open = (name: string) => new Promise<IDBDatabase>((resolve, reject) => Object.assign(indexedDB.open(name), { onsuccess(this: IDBOpenDBRequest) { resolve(this.result); }, onerror: reject }));
    const keysOf = (db: IDBDatabase, table: string) =>
      new Promise<unknown[]>((resolve, reject) => Object.assign(db.transaction(table).objectStore(table).getAllKeys(), { onsuccess(this: IDBRequest<unknown[]>) { resolve(this.result); }, onerror: reject }));
    const found: Record<string, Record<string, unknown[]>> = {};
    for (const { name } of await indexedDB.databases()) {
      const db = await open(name!);
      found[name!] = Object.fromEntries(await Promise.all([...db.objectStoreNames].map(async (table) => [table, await keysOf(db, table)] as const)));
      db.close();
    }
    return found;
  });
}

/**
 * Writes one corrupt row into every table of every database: its key fields are numbers (valid keys, wrong types),
 * its other fields missing; returns each row's key per database and table.
 */
export function corruptEveryTable(page: Page): Promise<DatabaseKeys> {
  return page.evaluate(async () => {
    const written: Record<string, Record<string, unknown[]>> = {};
    let next = 900_000;
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => Object.assign(indexedDB.open(name!), { onsuccess(this: IDBOpenDBRequest) { resolve(this.result); }, onerror: reject }));
      const tables = [...db.objectStoreNames];
      const transaction = db.transaction(tables, 'readwrite');
      written[name!] = {};
      for (const table of tables) {
        const store = transaction.objectStore(table);
        const paths = Array.isArray(store.keyPath) ? store.keyPath : [store.keyPath as string];
        const row = Object.fromEntries([...paths.map((path) => [path, ++next]), ['corrupt', 'by a hand edit']]);
        store.put(row);
        written[name!][table] = [paths.length > 1 ? paths.map((path) => row[path]) : row[paths[0]]];
      }
      await new Promise((resolve, reject) => Object.assign(transaction, { oncomplete: resolve, onerror: reject }));
      db.close();
    }
    return written;
  });
}

/** How many keys of `expected` each table of `actual` still holds, as "db.table: n/m". */
export function keysStill(actual: DatabaseKeys, expected: DatabaseKeys): string[] {
  const has = (list: unknown[], key: unknown) => list.some((other) => JSON.stringify(other) === JSON.stringify(key));
  return Object.entries(expected).flatMap(([db, tables]) =>
    Object.entries(tables).map(([table, keys]) => `${db}.${table}: ${keys.filter((key) => has(actual[db]?.[table] ?? [], key)).length}/${keys.length}`),
  );
}

// Locators and probes shared by the settings page specs: the theme actually painted, and everything the browser stores.
import type { Locator, Page } from '@playwright/test';

/** The light palette's background and text, and the dark (product) theme's background, as computed styles report them. */
export const LIGHT_BG = 'rgb(255, 255, 255)';
export const LIGHT_TEXT = 'rgb(21, 23, 28)';
export const DARK_BG = 'rgb(15, 17, 21)';

/** The desktop side bar (≥ 1024 px) and the phone's bottom bar. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true });
export const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Main mobile' });

/** `<html data-theme>`, as the shell sets it. */
export const themeAttribute = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
/** What the page paints behind everything. */
export const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
export const computedColor = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);
export const computedBackground = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** One place the browser keeps data, with everything in it as text (byte arrays as hex, so a raw key shows). */
export interface StoredText {
  where: string;
  text: string;
}

/**
 * Every value of localStorage and sessionStorage, and every record (and key) of every object store of every IndexedDB
 * database of the page's origin, serialised in the page. Binary values (ArrayBuffer, typed arrays, Blobs) are written as
 * hex, so a secret key kept as bytes is found as its hex form.
 */
export function storedTexts(page: Page): Promise<StoredText[]> {
  return page.evaluate(async () => {
    const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    const asText = async (value: unknown, seen = new Set<unknown>()): Promise<string> => {
      if (value === null || value === undefined) return String(value);
      if (typeof value === 'string') return value;
      if (typeof value !== 'object') return String(value);
      if (seen.has(value)) return '';
      seen.add(value);
      if (value instanceof ArrayBuffer) return hex(new Uint8Array(value));
      if (ArrayBuffer.isView(value)) return hex(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      if (value instanceof Blob) return hex(new Uint8Array(await value.arrayBuffer()));
      if (value instanceof Date) return value.toISOString();
      const parts: string[] = [];
      const entries = value instanceof Map ? [...value.entries()] : value instanceof Set ? [...value].map((item, index) => [index, item]) : Object.entries(value);
      for (const [key, item] of entries) parts.push(`${await asText(key, seen)}:${await asText(item, seen)}`);
      return `{${parts.join(',')}}`;
    };
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });

    const found: { where: string; text: string }[] = [];
    for (const [name, storage] of [['localStorage', localStorage], ['sessionStorage', sessionStorage]] as const) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)!;
        found.push({ where: `${name}[${key}]`, text: `${key}=${storage.getItem(key)}` });
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
        open.onblocked = () => reject(new Error(`IndexedDB ${name} is blocked`));
      });
      try {
        for (const storeName of Array.from(db.objectStoreNames)) {
          const store = db.transaction(storeName, 'readonly').objectStore(storeName);
          const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
          found.push({ where: `indexedDB ${name}/${storeName} (${values.length} records)`, text: `${await asText(keys)} ${await asText(values)}` });
        }
      } finally {
        db.close();
      }
    }
    return found;
  });
}

/** The places among `stored` whose text contains `needle`. */
export const placesHolding = (stored: StoredText[], needle: string) => stored.filter((item) => item.text.includes(needle)).map((item) => item.where);

import uFuzzy from '@leeoniya/ufuzzy';
import { SETTINGS_CATALOG, type CatalogEntry } from './settings-catalog';

// Every term must appear (in any order, up to 3 terms), as a part of a word: 'blur' finds 'Blur sensitive media'.
const fuzzy = new uFuzzy({ intraMode: 0 });

/** What each entry is found by: its label, its store key (camelCase split into words) and its page. */
function haystackOf(entry: CatalogEntry): string {
  const keyWords = entry.key.replace(/([a-z\d])([A-Z])/g, '$1 $2');
  return `${entry.label} ${keyWords} ${entry.key} ${entry.section}`.toLowerCase();
}

/** Searches the settings by field name, key or page; the best matches first, nothing for a blank query. */
export function searchSettings(query: string, catalog: readonly CatalogEntry[] = SETTINGS_CATALOG): CatalogEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const haystack = catalog.map(haystackOf);
  const [indexes, info, order] = fuzzy.search(haystack, needle, 3);
  if (!indexes) return [];
  const ranked = info && order ? order.map((position) => info.idx[position]) : indexes;
  return ranked.map((index) => catalog[index]);
}

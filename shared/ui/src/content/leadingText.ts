/**
 * Characters of a note's text rendered at first: a megabyte of text is tens of thousands of nodes (a frozen page for
 * a second or more); past this the rest waits for 'Show the whole text'.
 */
export const MAX_RENDERED_CHARS = 10_000;

/** How far back from the limit a cut looks for whitespace, so a word or link is not split. */
const WORD_SEARCH = 200;

/** The start of `text` to render (cut at whitespace near `max`, never inside a surrogate pair) and whether it was cut. */
export function leadingText(text: string, max = MAX_RENDERED_CHARS): { shown: string; cut: boolean } {
  if (text.length <= max) return { shown: text, cut: false };
  const space = text.slice(max - WORD_SEARCH, max).search(/\s\S*$/);
  let end = space === -1 ? max : max - WORD_SEARCH + space;
  if (/[\ud800-\udbff]/.test(text[end - 1] ?? '')) end -= 1;
  return { shown: text.slice(0, end), cut: true };
}

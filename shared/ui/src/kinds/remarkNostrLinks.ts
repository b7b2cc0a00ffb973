import { findAndReplace } from 'mdast-util-find-and-replace';
import { HASHTAG_SOURCE, MENTION_SOURCE } from '../content/parseContent';

type Tree = Parameters<typeof findAndReplace>[0];

/** Marks a link the renderer draws itself: `data-mention` (a bech32 id) or `data-hashtag` (a tag). */
function markedLink(text: string, property: 'dataMention' | 'dataHashtag', value: string) {
  return { type: 'link' as const, url: '', children: [{ type: 'text' as const, value: text }], data: { hProperties: { [property]: value } } };
}

/**
 * Remark plugin: bare `nostr:` mentions and #hashtags in an article's text become links, found with the same
 * patterns as in notes. Link texts and code are left alone.
 */
export function remarkNostrLinks() {
  return (tree: Tree) => {
    findAndReplace(
      tree,
      [
        [new RegExp(MENTION_SOURCE, 'gi'), (whole: string, id: string) => markedLink(whole, 'dataMention', id.toLowerCase())],
        [new RegExp(HASHTAG_SOURCE, 'gu'), (whole: string, tag: string) => markedLink(whole, 'dataHashtag', tag)],
      ],
      { ignore: ['link', 'linkReference'] },
    );
  };
}

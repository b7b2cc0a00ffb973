/** One block of an article's markdown-like text; text stays plain (links and hashtags are found later). */
export type ArticleBlock =
  | { type: 'heading'; level: 2 | 3 | 4; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'quote'; text: string }
  | { type: 'code'; text: string }
  | { type: 'rule' };

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^```/;

/** Markdown heading depth mapped under the page title (h1 is the title): # and ## → h2, ### → h3, deeper → h4. */
function headingLevel(hashes: number): 2 | 3 | 4 {
  return hashes <= 2 ? 2 : hashes === 3 ? 3 : 4;
}

/** Takes lines while `match` holds, returning the captured texts and the index after them. */
function takeWhile(lines: string[], start: number, pattern: RegExp): [string[], number] {
  const taken: string[] = [];
  let i = start;
  for (let m = pattern.exec(lines[i] ?? ''); i < lines.length && m; m = pattern.exec(lines[++i] ?? '')) taken.push(m[1]);
  return [taken, i];
}

function isBlockStart(line: string): boolean {
  return [HEADING, BULLET, NUMBERED, QUOTE, RULE, FENCE].some((pattern) => pattern.test(line));
}

/** Splits article text into headings, paragraphs, lists, quotes, code and rules (a small markdown subset). */
export function articleBlocks(content: string): ArticleBlock[] {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  const blocks: ArticleBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const heading = HEADING.exec(line);
    if (line.trim() === '') i++;
    else if (heading) {
      blocks.push({ type: 'heading', level: headingLevel(heading[1].length), text: heading[2].replace(/#+\s*$/, '').trim() });
      i++;
    } else if (FENCE.test(line)) {
      const end = lines.findIndex((next, at) => at > i && FENCE.test(next));
      const stop = end === -1 ? lines.length : end;
      blocks.push({ type: 'code', text: lines.slice(i + 1, stop).join('\n') });
      i = stop + 1;
    } else if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
    } else if (QUOTE.test(line)) {
      const [texts, next] = takeWhile(lines, i, QUOTE);
      blocks.push({ type: 'quote', text: texts.join('\n') });
      i = next;
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = !BULLET.test(line);
      const [items, next] = takeWhile(lines, i, ordered ? NUMBERED : BULLET);
      blocks.push({ type: 'list', ordered, items });
      i = next;
    } else {
      const start = i;
      while (i < lines.length && lines[i].trim() !== '' && (i === start || !isBlockStart(lines[i]))) i++;
      blocks.push({ type: 'paragraph', text: lines.slice(start, i).join('\n') });
    }
  }
  return blocks;
}

/** Drops markdown emphasis markers and turns [label](url) into 'label url', so the text reads plainly. */
export function plainInline(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\(([^)\s]+)\)/g, (_, label: string, url: string) => (label ? `${label} ${url}` : url))
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1');
}

import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/renderWithApp';
import ArticleMarkdown, { articleUrl } from './ArticleMarkdown';

const NPUB = 'npub10elfcs4fr0l0r8af98jlmgdh9c8tcxjvz9qkw038js35mp4dma8qzvjptg';
const WIKI = 'https://en.wikipedia.org/wiki/Bitcoin_(disambiguation)';

function renderMarkdown(content: string) {
  return renderWithApp(<ArticleMarkdown content={content} />).container;
}

const hrefs = (root: HTMLElement) => [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));

afterEach(cleanup);

describe('ArticleMarkdown', () => {
  it('renders GFM tables with their header and cells', () => {
    const root = renderMarkdown('| Relay | Cost |\n| --- | ---: |\n| small VPS | *5 €* |\n| home | 0 € |');
    expect([...root.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Relay', 'Cost']);
    expect([...root.querySelectorAll('tbody tr')].map((tr) => tr.textContent)).toEqual(['small VPS5 €', 'home0 €']);
    expect(root.querySelector('td em')?.textContent).toBe('5 €');
  });

  it('renders emphasis, strong, strikethrough, inline code, lists and quotes', () => {
    const root = renderMarkdown('*soft* **loud** ~~gone~~ `x < y`\n\n- one\n- two\n\n1. first\n\n> quoted');
    expect(root.querySelector('em')?.textContent).toBe('soft');
    expect(root.querySelector('strong')?.textContent).toBe('loud');
    expect(root.querySelector('del')?.textContent).toBe('gone');
    expect(root.querySelector('code')?.textContent).toBe('x < y');
    expect([...root.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(root.querySelector('ol li')?.textContent).toBe('first');
    expect(root.querySelector('blockquote')?.textContent?.trim()).toBe('quoted');
  });

  it('puts headings one level below the title and keeps code blocks as text', () => {
    const root = renderMarkdown('# Top\n\n## Next\n\n###### Deepest\n\n```html\n<script>alert(1)</script>\n```');
    expect([...root.querySelectorAll('h2, h3, h6')].map((h) => `${h.tagName}:${h.textContent}`)).toEqual(['H2:Top', 'H3:Next', 'H6:Deepest']);
    expect(root.querySelector('h1')).toBeNull();
    expect(root.querySelector('pre code')?.textContent).toBe('<script>alert(1)</script>\n');
    expect(root.querySelector('script')).toBeNull();
  });

  it('shows images through the proxied image frame, only from http(s) sources', async () => {
    const root = renderMarkdown('![A relay rack](https://cdn.example/rack.jpg) ![x](javascript:alert(1)) ![y](data:image/png;base64,AAAA)');
    expect(root.querySelectorAll('[data-testid="proxied-image"]')).toHaveLength(1);
    const image = await waitFor(() => root.querySelector('[data-testid="proxied-image"] img') ?? Promise.reject(new Error('no img yet')));
    expect(image.getAttribute('src')).toBe('https://cdn.example/rack.jpg');
    expect(image.getAttribute('alt')).toBe('A relay rack');
    expect(root.querySelectorAll('img')).toHaveLength(1);
  });

  it('never renders raw HTML or live javascript:, data: or relative links', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">html link</a>',
      '[md link](javascript:alert(1)) [data](data:text/html,x) [rel](/settings) [proto](//evil.example)',
      '<svg onload=alert(1)></svg> <iframe src="https://evil.example"></iframe>',
    ].join('\n\n');
    const root = renderMarkdown(hostile);
    expect(root.querySelector('script, img, svg, iframe, [onerror], [onload]')).toBeNull();
    expect(hrefs(root)).toEqual([]);
    expect(root.textContent).toContain('md link');
  });

  it('links URLs with balanced parentheses whole, and not the parenthesis around a link', () => {
    const root = renderMarkdown(`See ${WIKI} (or https://x.com/a). [Bitcoin](${WIKI})`);
    expect(hrefs(root)).toEqual([WIKI, 'https://x.com/a', WIKI]);
    expect(root.textContent).toBe(`See ${WIKI} (or https://x.com/a). Bitcoin`);
  });

  it('turns nostr: mentions and links into in-app links and #hashtags into search links', () => {
    const root = renderMarkdown(`Thanks nostr:${NPUB} and [her profile](nostr:${NPUB}) #Relays \`#not\``);
    expect(hrefs(root)).toEqual([`/${NPUB}`, `/${NPUB}`, '/search/%23relays']);
    expect(root.querySelector('a')?.textContent).toMatch(/^@npub10elfcs/);
    expect(root.querySelector('code')?.textContent).toBe('#not');
  });

  it('opens other sites in a new tab without referrer', () => {
    const anchor = renderMarkdown('[docs](https://example.com/docs)').querySelector('a');
    expect(anchor?.getAttribute('target')).toBe('_blank');
    expect(anchor?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });
});

describe('articleUrl', () => {
  it('keeps http(s), maps nostr: ids to app paths and drops every other URL', () => {
    expect(articleUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(articleUrl(`nostr:${NPUB.toUpperCase()}`)).toBe(`/${NPUB}`);
    expect(['javascript:alert(1)', 'data:text/html,x', '/relative', '//proto.example', 'vbscript:x'].map(articleUrl)).toEqual(['', '', '', '', '']);
  });
});

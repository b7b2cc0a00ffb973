// Hostile content as data: families of the OWASP XSS filter-evasion cheat sheet plus SVG/MathML, URL schemes, CSS,
// markdown, Unicode and size. Every payload that ever ran would set `window.__xss` to its case id (or call alert), so a
// page that renders them all and still has `window.__xss === undefined` and no dialog ran none of them.

export interface XssCase {
  id: string;
  family: 'html' | 'svg' | 'mathml' | 'url' | 'css' | 'markdown' | 'unicode' | 'size';
  payload: string;
}

/** `window.__xss='<id>'`, the statement every payload tries to run. */
export const probe = (id: string) => `window.__xss='${id}'`;
const b64 = (text: string) => Buffer.from(text).toString('base64');
const html = (id: string, payload: string): XssCase => ({ id, family: 'html', payload });
const url = (id: string, payload: string): XssCase => ({ id, family: 'url', payload });

const HTML: XssCase[] = [
  html('script', `<script>${probe('script')}</script>`),
  html('img-onerror', `<img src=x onerror="${probe('img-onerror')}">`),
  html('img-caps-noquote', `<IMG SRC=/ oNeRrOr=${probe('img-caps-noquote')}>`),
  html('malformed-img', `<IMG """><SCRIPT>${probe('malformed-img')}</SCRIPT>">`),
  html('split-script', `<scr<script>ipt>${probe('split-script')}</scr</script>ipt>`),
  html('body-onload', `<body onload="${probe('body-onload')}">`),
  html('details-ontoggle', `<details open ontoggle="${probe('details-ontoggle')}"><summary>x</summary></details>`),
  html('input-autofocus', `<input autofocus onfocus="${probe('input-autofocus')}">`),
  html('iframe-srcdoc', `<iframe srcdoc="<script>parent.__xss='iframe-srcdoc'</script>"></iframe>`),
  html('object-data', `<object data="data:text/html,<script>parent.__xss='object-data'</script>"></object>`),
  html('meta-refresh', `<meta http-equiv="refresh" content="0;url=javascript:${probe('meta-refresh')}">`),
  html('base-href', `<base href="javascript:${probe('base-href')}//">`),
  html('a-tab-entity', `<a href="jav&#x09;ascript:${probe('a-tab-entity')}">tab</a>`),
  html('a-decimal-entities', `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${probe('a-decimal-entities')}">ents</a>`),
  html('nul-in-tag', `<scr\u0000ipt>${probe('nul-in-tag')}</scr\u0000ipt>`),
  html('template', `{{constructor.constructor("${probe('template')}")()}} \${${probe('template')}}`),
  { id: 'svg-onload', family: 'svg', payload: `<svg onload="${probe('svg-onload')}"></svg>` },
  { id: 'svg-script', family: 'svg', payload: `<svg><script>${probe('svg-script')}</script></svg>` },
  { id: 'svg-animate-href', family: 'svg', payload: `<svg><a><animate attributeName=href values="javascript:${probe('svg-animate-href')}"/><text y=20>go</text></a></svg>` },
  { id: 'math-mglyph', family: 'mathml', payload: `<math><mtext><table><mglyph><style><img src=x onerror="${probe('math-mglyph')}">` },
  { id: 'math-href', family: 'mathml', payload: `<math href="javascript:${probe('math-href')}">click</math>` },
];

const URLS: XssCase[] = [
  url('js-url', `javascript:${probe('js-url')}`),
  url('js-url-mixed-case', ` JaVaScRiPt:${probe('js-url-mixed-case')}`),
  url('js-url-tab', `java\tscript:${probe('js-url-tab')}`),
  url('js-url-zwj', `java\u200dscript:${probe('js-url-zwj')}`),
  url('data-html', `data:text/html,<script>${probe('data-html')}</script>`),
  url('data-html-b64', `data:text/html;base64,${b64(`<script>${probe('data-html-b64')}</script>`)}`),
  url('data-svg', `data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${probe('data-svg')}"/>`)}`),
  url('vbscript', 'vbscript:msgbox("vbscript")'),
  url('attr-break', `https://example.com/a.png"onerror="${probe('attr-break')}`),
  url('fragment-tag', `https://example.com/#"><img src=x onerror=${probe('fragment-tag')}>`),
  url('protocol-relative', '//evil.example/x.png'),
  url('zero-width-host', 'https://exa\u200bmple.com/pay\u200d'),
  url('lightning-js', `lightning:javascript:${probe('lightning-js')}`),
];

const CSS: XssCase[] = [
  { id: 'style-break', family: 'css', payload: `</style><script>${probe('style-break')}</script>` },
  { id: 'css-expression', family: 'css', payload: `x" style="width:expression(${probe('css-expression')})` },
  { id: 'css-url-break', family: 'css', payload: `https://example.com/x.png"); } body { display: none } .x { background: url("javascript:${probe('css-url-break')}` },
];

const MARKDOWN: XssCase[] = [
  { id: 'md-link-js', family: 'markdown', payload: `[click me](javascript:${probe('md-link-js')})` },
  { id: 'md-image-js', family: 'markdown', payload: `![pic](javascript:${probe('md-image-js')})` },
  { id: 'md-reference', family: 'markdown', payload: `[ref][1]\n\n[1]: javascript:${probe('md-reference')}` },
  { id: 'md-autolink', family: 'markdown', payload: `<javascript:${probe('md-autolink')}>` },
  { id: 'md-raw-html', family: 'markdown', payload: `<div onmouseover="${probe('md-raw-html')}">hover</div>\n\n<a href="javascript:${probe('md-raw-html')}">raw</a>` },
  { id: 'md-entity-link', family: 'markdown', payload: `[ent](&#106;avascript:${probe('md-entity-link')})` },
];

const UNICODE: XssCase[] = [
  { id: 'bidi-override', family: 'unicode', payload: 'admin\u202egnp.exe' },
  { id: 'bidi-isolate', family: 'unicode', payload: '\u2067\u2066unterminated isolates' },
  { id: 'zero-width-name', family: 'unicode', payload: '\u200b\u200c\u200d\u2060\ufeff' },
  { id: 'combining-pile', family: 'unicode', payload: `Z${'\u0336\u0337\u0338\u0489'.repeat(60)}algo` },
];

const SIZE: XssCase[] = [
  { id: 'huge-word', family: 'size', payload: 'W'.repeat(20_000) },
  { id: 'huge-url', family: 'size', payload: `https://example.com/${'p'.repeat(20_000)}` },
];

/** The compact corpus (~50 cases); every rendered field gets each of them. */
export const XSS_CORPUS: readonly XssCase[] = [...HTML, ...URLS, ...CSS, ...MARKDOWN, ...UNICODE, ...SIZE];

/** Bidi controls that reorder the text after them (embeddings, overrides, isolates). */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/** A 1 MB note: words, long words, links and hashtags, under the relay's 1 MiB frame with its envelope. */
export function megabyteNote(bytes = 1_000_000): string {
  const unit = 'lorem ipsum https://example.com/path #hostile nostr:npub1bogus ' + 'L'.repeat(200) + '\n';
  return unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
}

/** 10,000 tags of every sort a note can hold (p, e, t, imeta, emoji, unknown), many with hostile values. */
export function tenThousandTags(): string[][] {
  const hex = (i: number) => i.toString(16).padStart(64, '0');
  const makers = [
    (i: number) => ['p', hex(i)],
    (i: number) => ['e', hex(i + 1)],
    (i: number) => ['t', `tag${i}`],
    (i: number) => ['emoji', `e${i}`, `javascript:${probe('emoji-tag')}`],
    (i: number) => ['imeta', `url https://example.com/${i}.png`, `alt <img src=x onerror=${probe('imeta-alt')}>`],
    (i: number) => ['x-unknown', `<svg onload=${probe('unknown-tag')}>`, String(i)],
  ];
  return Array.from({ length: 10_000 }, (_, i) => makers[i % makers.length](i));
}

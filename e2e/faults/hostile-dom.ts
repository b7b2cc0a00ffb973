// Runs in the page (page.evaluate serialises it, so it is self-contained): what the document recorded and what its DOM
// holds now that a hostile payload could have caused.

export interface Recorded {
  violations: string[];
  dialogs: string[];
  longTasks: number[];
}

declare global {
  interface Window {
    __xss?: string;
    __hostile?: Recorded;
  }
}

/** What one look at the page found. */
export interface PageFindings {
  xss: string | null;
  violations: string[];
  dialogs: string[];
  dangerousUrls: string[];
  cssInjections: string[];
  overflowPx: number;
  overflowing: string[];
  bidiLeaks: string[];
  longestTaskMs: number;
}

/** Reads the page's records and inspects its DOM; `bidiSource` is the pattern of the bidi controls to follow. */
export function inspectDocument(bidiSource: string): PageFindings {
  const recorded = window.__hostile ?? { violations: [], dialogs: [], longTasks: [] };
  const overflowPx = document.documentElement.scrollWidth - window.innerWidth;
  return {
    xss: window.__xss ?? null,
    violations: recorded.violations,
    dialogs: recorded.dialogs,
    dangerousUrls: dangerousUrls(),
    cssInjections: cssInjections(),
    overflowPx,
    overflowing: overflowPx > 1 ? overflowingElements() : [],
    bidiLeaks: bidiLeaks(new RegExp(bidiSource)),
    longestTaskMs: Math.max(0, ...recorded.longTasks),
  };

  /** URL attributes with a script-running scheme, and elements no event may produce (scripts, plugins, base…). */
  function dangerousUrls(): string[] {
    const attributes = ['href', 'src', 'srcdoc', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background'];
    const dangerous = /^(javascript|vbscript|data:text\/html|data:image\/svg)/i;
    const withUrls = [...document.querySelectorAll(attributes.map((name) => `[${name.replace(':', '\\:')}]`).join(','))];
    const urls = withUrls.flatMap((element) =>
      attributes
        .map((name) => element.getAttribute(name) ?? '')
        .filter((value) => dangerous.test(value.replace(/[\u0000-\u0020\u200b-\u200d]/g, '')))
        .map((value) => `${element.tagName} ${value.slice(0, 60)}`),
    );
    const elements = document.querySelectorAll('body script:not([src]), iframe[srcdoc], object, embed, base, meta[http-equiv], svg script, math');
    return [...urls, ...[...elements].map((element) => element.outerHTML.slice(0, 80))];
  }

  /** Payload text in style rules or attributes outside a quoted url("…") (inside one it is only data). */
  function cssInjections(): string[] {
    const outsideUrls = (text: string) => text.replace(/url\("(?:[^"\\]|\\.)*"\)/g, 'url()');
    const hostile = (text: string) => /__xss|javascript:|expression\(/i.test(outsideUrls(text)) || /url\("\s*(javascript|vbscript|data:text)/i.test(text);
    // Rules already read are skipped next time (emotion only appends): each look reads what came since.
    const seen = ((window as unknown as { __cssSeen?: Map<CSSStyleSheet, number> }).__cssSeen ??= new Map());
    const rules = [...document.styleSheets].flatMap((sheet) => {
      try {
        const fresh = [...sheet.cssRules].slice(seen.get(sheet) ?? 0).map((rule) => rule.cssText);
        seen.set(sheet, sheet.cssRules.length);
        return fresh;
      } catch {
        return [];
      }
    });
    const attributes = [...document.querySelectorAll('[style]')].map((element) => element.getAttribute('style') ?? '');
    return [...rules, ...attributes].filter(hostile).map((text) => text.slice(0, 80));
  }

  /** Text and innermost elements reaching past the viewport's right edge, unclipped: what scrolls the page sideways. */
  function overflowingElements(): string[] {
    const past = (box: DOMRect) => box.right > window.innerWidth + 1;
    const clipped = (element: Element | null) => {
      for (let parent = element; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible' && !past(parent.getBoundingClientRect())) return true;
      }
      return false;
    };
    const describe = (element: Element, text: string) => `${element.closest('[data-testid]')?.getAttribute('data-testid') ?? ''} ${element.tagName} ${JSON.stringify(text.slice(0, 40))}`;
    const found: string[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node && found.length < 5; node = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      if (node.parentElement && past(range.getBoundingClientRect()) && !clipped(node.parentElement)) found.push(describe(node.parentElement, node.nodeValue ?? ''));
    }
    const boxes = [...document.body.querySelectorAll('*')].filter((element) => past(element.getBoundingClientRect()) && !clipped(element.parentElement));
    const innermost = boxes.filter((element) => !boxes.some((other) => other !== element && element.contains(other)));
    return [...found, ...innermost.slice(0, 5).map((element) => describe(element, element.textContent ?? ''))];
  }

  /** Visible text with a bidi control that reorders later text outside its own isolating element. */
  function bidiLeaks(controls: RegExp): string[] {
    const leaks: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!controls.test(node.nodeValue ?? '') || !node.parentElement?.checkVisibility()) continue;
      const boundary = isolatingAncestor(node.parentElement);
      const after = document.createRange();
      after.setStartAfter(node);
      after.setEnd(boundary, boundary.childNodes.length);
      const later = after.toString().trim();
      if (later) leaks.push(`${node.parentElement.tagName}: ${JSON.stringify((node.nodeValue ?? '').slice(0, 30))} before ${JSON.stringify(later.slice(0, 30))}`);
    }
    return leaks;
  }

  /** The nearest element that ends a bidi embedding: a block (its own paragraph), an isolate, or the note's own text. */
  function isolatingAncestor(element: Element): Element {
    for (let current: Element | null = element; current; current = current.parentElement) {
      const style = getComputedStyle(current);
      if (current.tagName === 'BDI' || /isolate|plaintext/.test(style.unicodeBidi) || !['inline', 'contents'].includes(style.display) || current.hasAttribute('data-prose')) return current;
    }
    return document.body;
  }
}

/** The side navigation and the active page's main landmark: laid out on screen, at a sane width (runs in the page). */
export function landmarkProblems(): string[] {
  const landmarks = { navigation: document.querySelector('nav[aria-label="Main"]'), main: document.querySelector('[data-history-entry][data-active="true"] main') };
  return Object.entries(landmarks).flatMap(([name, element]) => {
    const box = element?.getBoundingClientRect();
    if (!box) return [`${name} missing`];
    const inView = box.left >= 0 && box.right <= window.innerWidth + 1 && box.width > 100 && box.height > 0;
    return inView ? [] : [`${name} at ${Math.round(box.left)}…${Math.round(box.right)}`];
  });
}

// What a page holding hostile content is checked for, in real Chromium: an init script records CSP violations, dialogs
// and long tasks; `pageFindings` reads them with the DOM's dangerous URLs, overflow and bidi leaks.
import { createHash } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { inspectDocument, landmarkProblems, type PageFindings, type Recorded } from './hostile-dom';
import { BIDI_CONTROLS } from './xss-corpus';

/** Runs in every document before the app: the script policy, then records of violations, dialogs and long tasks. */
function recordHostileEffects(policy: string | null) {
  const recorded: Recorded = { violations: [], dialogs: [], longTasks: [] };
  Object.defineProperty(window, '__hostile', { value: recorded });
  document.addEventListener('securitypolicyviolation', (event) => {
    recorded.violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`.trim());
  });
  for (const name of ['alert', 'confirm', 'prompt'] as const) {
    window[name] = ((message?: unknown) => void recorded.dialogs.push(`${name}(${String(message)})`)) as never;
  }
  try {
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => recorded.longTasks.push(entry.duration))).observe({ type: 'longtask' });
  } catch {
    // no long-task timing in this browser: none recorded
  }
  if (!policy) return;
  // The policy goes in as the head's first element, before the parser reaches the shell's own scripts.
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = policy;
  const insert = () => (document.head ? (document.head.prepend(meta), true) : false);
  if (!insert()) {
    const observer = new MutationObserver(() => insert() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true });
  }
}

/**
 * Probes in every document of `page`, under the app's own Content-Security-Policy or, when its page is served without
 * one, a strict script policy of ours (no inline handlers, no plugins, no base rewriting): an injected handler that
 * is blocked still shows up as a violation. Returns whose policy is in force.
 */
export async function installHostileProbes(page: Page, appUrl: string): Promise<string> {
  const shellPage = await fetch(appUrl);
  const appPolicy = shellPage.headers.get('content-security-policy');
  await page.addInitScript(recordHostileEffects, appPolicy ? null : scriptPolicy(await shellPage.text()));
  page.on('dialog', (dialog) => void dialog.dismiss());
  return appPolicy ? `the app's CSP (${appPolicy.split(';').length} directives)` : 'a test script policy (the app sent no CSP)';
}

/** script-src of the app's own origins plus the hash of each inline script the shell's index.html carries. */
function scriptPolicy(indexHtml: string): string {
  const inline = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
  return [`script-src 'self' http://127.0.0.1:* blob: 'wasm-unsafe-eval' ${inline.join(' ')}`, "object-src 'none'", "base-uri 'self'", 'frame-src https:'].join('; ');
}

/** Reads everything the page recorded and what its DOM holds now. */
export function pageFindings(page: Page): Promise<PageFindings> {
  return page.evaluate(inspectDocument, BIDI_CONTROLS.source);
}

/**
 * Opens `path` inside the running app, as its router's own push would (a new keyed history entry, no reload): the
 * page's records keep accumulating across pages.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (history.state?.idx ?? 0) + 1 };
    history.pushState(state, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
}

/** Forgets the long tasks recorded so far (the next findings hold only what comes after). */
export async function resetLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => window.__hostile?.longTasks.splice(0));
}

/** Landmarks in view; nothing ran, nothing was blocked, no dangerous URL or CSS reached the DOM, no sideways scroll, no bidi leak. */
export async function expectNothingHostile(page: Page, where: string): Promise<PageFindings> {
  // The landmarks settle with the page (a remote's page may still be mounting): waited for, not sampled once.
  await expect.poll(() => page.evaluate(landmarkProblems), { message: `${where}: navigation and main landmarks in view`, timeout: 5_000 }).toEqual([]);
  const findings = await pageFindings(page);
  expect(findings.xss, `${where}: a payload ran`).toBeNull();
  expect(findings.dialogs, `${where}: dialogs`).toEqual([]);
  expect(findings.violations, `${where}: CSP violations`).toEqual([]);
  expect(findings.dangerousUrls, `${where}: dangerous URLs or elements in the DOM`).toEqual([]);
  expect(findings.cssInjections, `${where}: payloads in style rules`).toEqual([]);
  expect(findings.overflowPx, `${where}: horizontal overflow (px) by ${findings.overflowing.join(', ')}`).toBeLessThanOrEqual(1);
  expect(findings.bidiLeaks, `${where}: bidi controls leaking into later text`).toEqual([]);
  return findings;
}


/** A page built to trip every probe once: a payload that runs and alerts, a blocked image, a javascript: link, CSS
 * injection, a 5,000 px box, a leaking bidi override, a squeezed main landmark. */
const TRIP_WIRES = `<nav aria-label="Main" style="width:200px">nav</nav><div data-history-entry data-active="true"><main style="width:50px">
<a href=" jav&#x09;ascript:void 0">link</a><p><span>admin\u202egnp.exe</span> · 5m ago</p><div style="width:5000px">wide</div>
<div style="width: expression(1)">css</div><img src="http://img.invalid/a.png"><script>window.__xss = 'selftest'; alert('selftest')</script></main></div>`;

/** What the probes find on the trip-wire page (served under `img-src 'none'`), in a page of its own. */
export async function tripWireFindings(browser: Browser, appUrl: string): Promise<PageFindings & { landmarks: string[] }> {
  const probe = await browser.newPage();
  await installHostileProbes(probe, appUrl);
  const headers = { 'content-security-policy': "img-src 'none'" };
  await probe.route('http://selftest.invalid/', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', headers, body: TRIP_WIRES }));
  await probe.goto('http://selftest.invalid/');
  const findings = { ...(await pageFindings(probe)), landmarks: await probe.evaluate(landmarkProblems) };
  await probe.close();
  return findings;
}

// Issue 24 point 6: the shell's page is served with a strict Content-Security-Policy and Trusted Types
// (scripts/serve/content-security-policy.mjs); every route renders its main content under it with no violation.
import type { Page } from '@playwright/test';
import { demo } from '../support/fixtures';
import { activePage } from '../support/notes';
import { testUser } from '../support/relay-client';
import { signInWithKey } from '../support/sign-in';
import { checked, expect, test } from './scenario';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

type Route = [path: string, shows: (page: Page) => Promise<void>];

const alice = demo.users[0];
const text = (value: string | RegExp) => (page: Page) => expect(activePage(page)).toContainText(value);
const card = (value: string | RegExp) => (page: Page) => expect(activePage(page).getByTestId('note-card').first()).toContainText(value);

const CONTENT: Route[] = [
  ['/', (page) => expect(activePage(page).getByTestId('note-card').first()).toBeVisible()],
  [`/${alice.npub}`, (page) => expect(activePage(page).getByTestId('profile-header')).toContainText(alice.name)],
  [`/${demo.welcomeNote1}`, card('Welcome to the demo relay')],
  [`/${demo.articleNaddr}`, (page) => expect(activePage(page).locator('article h1, article h2').first()).not.toBeEmpty()],
  ['/search/coffee', card(/coffee/i)],
  [`/u/${alice.name}`, (page) => expect(activePage(page).getByTestId('person-row').first()).toContainText(alice.name)],
  ['/this/does/not/exist', text('Page not found')],
];

const AREAS: Route[] = [
  ['/new', text('New Post')],
  ['/notifications', text('Sign in to see your notifications')],
  ['/wallet', text('Wallet provider')],
  ['/old-wallet', text('Old wallet')],
  ['/subscribe', text('Subscribe')],
  ['/chats', text('No chats yet')],
  ['/search', text('Search')],
  ['/u', text('People')],
  ['/m', text('Market')],
  ['/map', text('Map')],
  ['/relay', text('Relays')],
  ['/about', text('About')],
  ['/terms', text('Terms of Service')],
  ['/privacy', text('Privacy Policy')],
  ['/csae', text('Child Safety Standards')],
];

const SETTINGS: Route[] = [
  ['/settings', 'Settings'],
  ['/settings/appearance', 'Theme'],
  ['/settings/content', 'Content'],
  ['/settings/imgproxy', 'Image proxy'],
  ['/settings/notifications', 'Notification'],
  ['/settings/network', 'Relays'],
  ['/settings/p2p', 'Peer-to-peer'],
  ['/settings/media', 'Media servers'],
  ['/settings/account', 'Account'],
  ['/settings/social-graph', 'Social graph'],
  ['/settings/profile', 'Edit profile'],
  ['/settings/desktop', 'Desktop'],
  ['/settings/debug', 'Debug'],
  ['/settings/legal', 'Terms of service'],
].map(([path, label]) => [path, text(label)]);

/** Runs in every document before the app: each violation (CSP and Trusted Types alike) goes into window. */
function recordViolations() {
  const violations: string[] = [];
  Object.defineProperty(window, '__cspViolations', { value: violations });
  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`.trim());
  });
}

/** directive name → its sources. */
function directives(header: string): Map<string, string[]> {
  const parsed = header.split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name);
  return new Map(parsed.map(([name, ...sources]) => [name.toLowerCase(), sources]));
}

/**
 * Opens each route afresh (the served policy applies to every page load), waits for its main content and for the
 * right column's last, deferred widget, and returns the violations recorded per route.
 */
async function visit(page: Page, routes: Route[], policy: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [path, shows] of routes) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], `${path} is served under the policy`).toBe(policy);
    await shows(page);
    await expect(page.getByTestId('network-widget')).toBeVisible();
    found[path] = await page.evaluate(() => window.__cspViolations ?? ['not recorded']);
  }
  return found;
}

const noViolations = (found: Record<string, string[]>) => Object.fromEntries(Object.keys(found).map((path) => [path, []]));

let policy = '';

test.beforeEach(({ page }) => page.addInitScript(recordViolations));

test.beforeAll(async ({ app }) => {
  policy = (await fetch(`${app.url}/`)).headers.get('content-security-policy') ?? '';
});

test('the shell’s page carries a strict policy: no inline or eval’d script, Trusted Types required', async ({ app }) => {
  const parsed = directives(policy);
  const scripts = parsed.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  for (const source of ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:', 'data:', 'blob:']) expect(scripts).not.toContain(source);
  expect(scripts.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1); // the theme script, set before the first paint
  expect(parsed.get('object-src')).toEqual(["'none'"]);
  expect(parsed.get('require-trusted-types-for')).toEqual(["'script'"]);
  expect(parsed.get('connect-src')).not.toContain('*');
  for (const remote of Object.values(app.readConfig().remotes as Record<string, string>)) expect(scripts).toContain(new URL(remote).origin);
  expect((await fetch(`${app.url}/settings/network`, { headers: { Accept: 'text/html' } })).headers.get('content-security-policy')).toBe(policy);
  checked(`${parsed.size} directives; script-src ${scripts.length} sources, no unsafe-inline/unsafe-eval; Trusted Types required`);
});

/** What the page itself does when it tries each refused thing: the error each throws, or 'ran'. */
async function tryRefusedThings(): Promise<Record<string, string>> {
  // Out of the test's own evaluation, which the browser exempts from the eval check, into a task of the page's.
  await new Promise((resolve) => setTimeout(resolve));
  const attempts: Record<string, () => unknown> = {
    'inline script': () => document.head.append(Object.assign(document.createElement('script'), { textContent: 'window.__ran = 1' })),
    eval: () => (0, eval)('window.__ran = 1'),
    'foreign script URL': () => (document.createElement('script').src = 'https://elsewhere.example/x.js'),
    'script-bearing markup': () => (document.createElement('div').innerHTML = '<img src="x" onerror="window.__ran = 1">'),
    'plain-http fetch off this machine': () => fetch('http://elsewhere.example/'),
  };
  const outcome = async (attempt: () => unknown) => {
    try {
      await attempt();
      return 'ran';
    } catch (error) {
      return (error as Error).name;
    }
  };
  const outcomes: Record<string, string> = {};
  for (const [name, attempt] of Object.entries(attempts)) outcomes[name] = await outcome(attempt);
  return outcomes;
}

test('the policy is enforced, not only reported: inline script, eval, foreign script URLs, script-bearing markup and plain-http fetches are refused', async ({ page }) => {
  await page.goto('/');
  await expect(activePage(page).getByTestId('note-card').first()).toBeVisible();
  const outcomes = await page.evaluate(tryRefusedThings);
  expect(outcomes).toEqual({ 'inline script': 'TypeError', eval: 'EvalError', 'foreign script URL': 'TypeError', 'script-bearing markup': 'TypeError', 'plain-http fetch off this machine': 'TypeError' });
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
  // Recorded as the page dispatched them: four by Trusted Types (before any script could run), the fetch by connect-src.
  await expect.poll(() => page.evaluate(() => (window.__cspViolations ?? []).map((violation) => violation.split(' ')[0]))).toEqual([...Array(4).fill('require-trusted-types-for'), 'connect-src']);
  const violations = await page.evaluate(() => window.__cspViolations ?? []);
  checked(`${violations.length} attempts refused and recorded: ${[...new Set(violations.map((violation) => violation.split(' ')[0]))].join(', ')}`);
});

test('content routes render under it: home, profile, post, article, searches, not found', async ({ page }) => {
  const found = await visit(page, CONTENT, policy);
  expect(found).toEqual(noViolations(found));
  checked(`${CONTENT.length} routes, 0 violations`);
});

test('each area’s page renders under it', async ({ page }) => {
  test.setTimeout(120_000);
  const found = await visit(page, AREAS, policy);
  expect(found).toEqual(noViolations(found));
  checked(`${AREAS.length} routes, 0 violations`);
});

test('every settings page renders under it', async ({ page }) => {
  test.setTimeout(120_000);
  const found = await visit(page, SETTINGS, policy);
  expect(found).toEqual(noViolations(found));
  checked(`${SETTINGS.length} routes, 0 violations`);
});

test('a relay’s page and a signed-in user’s notifications, chats and wallet render under it', async ({ page, app }) => {
  const relayPage: Route = [`/relay/${encodeURIComponent(`${app.relayUrl}/`)}`, text('demo relay')];
  await page.goto('/');
  await signInWithKey(page, testUser().hex);
  expect(await page.evaluate(() => window.__cspViolations), 'signing in').toEqual([]);
  const signedIn: Route[] = [relayPage, ['/notifications', text('Notifications')], ['/chats', text('Chats')], ['/wallet', text('Wallet')]];
  const found = await visit(page, signedIn, policy);
  expect(found).toEqual(noViolations(found));
  checked(`${signedIn.length} routes signed in, 0 violations`);
});

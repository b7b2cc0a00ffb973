// The routes whose first load issue 16 budgets, each with what counts as its first content, from the demo data the
// app harness seeds (scripts/demo/fresh-demo.mjs). A page's content is looked for in the active history entry.
import { freshSummary } from '../scripts/demo/fresh-demo.mjs';

export const HOME_BUDGET_KB = 150;
export const ROUTE_BUDGET_KB = 200;

const active = (selector) => `[data-active="true"] ${selector}`;

/** [{ name, path, content: { selector, text? }, budgetKb }] for every budgeted route. */
export function budgetedRoutes(demo = freshSummary()) {
  const alice = demo.users[0];
  const routes = [
    { name: 'Home', path: '/', content: { selector: active('[data-testid="note-card"]') } },
    { name: 'profile', path: `/${alice.npub}`, content: { selector: active('[data-testid="profile-header"]'), text: alice.name } },
    { name: 'post (nevent)', path: `/${demo.welcomeNote}`, content: { selector: active('[data-testid="note-card"]') } },
    { name: 'search', path: '/search', content: { selector: active('h1'), text: 'Search' } },
    { name: 'wallet', path: '/wallet', content: { selector: active('[data-testid="wallet-balance"] h2'), text: 'Balance' } },
    { name: 'chats', path: '/chats', content: { selector: '[data-active="true"]', text: 'No chats yet' } },
    { name: 'settings/network', path: '/settings/network', content: { selector: active('[data-testid="relay-row"]') } },
    { name: 'notifications', path: '/notifications', content: { selector: '[data-active="true"]', text: 'Sign in to see your notifications' } },
    { name: 'article (naddr)', path: `/${demo.articleNaddr}`, content: { selector: active('article h1') } },
  ];
  return routes.map((route) => ({ ...route, budgetKb: route.path === '/' ? HOME_BUDGET_KB : ROUTE_BUDGET_KB }));
}

/** Navigation links from Home to areas whose remote Home has not loaded (Notifications is the feed remote's), with that remote. */
export function routeChangeTargets(routes = budgetedRoutes()) {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const remotes = { '/search': 'search', '/chats': 'chat', '/wallet': 'wallet', '/settings/network': 'settings' };
  return Object.entries(remotes).map(([path, remote]) => ({ ...byPath.get(path), remote }));
}

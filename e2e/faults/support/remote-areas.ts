// The six remotes as the fault scenarios drive them: a route each owns, what the route shows when its remote works,
// the shell's fallback texts (shell/src/remotes/areas.ts, RemoteErrorBoundary.tsx, shared/ui ErrorState), and an
// in-app navigation (the bus's 'navigate', as a remote asks the shell): no reload, the session goes on.
import { expect, type Page } from '@playwright/test';
import { demo } from '../../support/fixtures';
import { activePage } from '../../support/notes';

export type RemoteName = 'feed' | 'profile' | 'wallet' | 'chat' | 'search' | 'settings';

export interface Area {
  remote: RemoteName;
  /** A route of the remote's that the scenarios open after start-up (its page not loaded yet). */
  route: string;
  /** The exposed page serving the route (its name in the remote's mf-manifest.json). */
  page: string;
  /** Waits for what the route shows when the remote works. */
  shows(page: Page): Promise<void>;
}

const text = (value: string) => (page: Page) => expect(activePage(page)).toContainText(value);
const alice = demo.users[0];

export const AREAS: Area[] = [
  { remote: 'feed', route: '/notifications', page: 'Notifications', shows: text('Sign in to see your notifications') },
  { remote: 'profile', route: `/${alice.npub}`, page: 'Profile', shows: (page) => expect(activePage(page).getByTestId('profile-header')).toContainText(alice.name) },
  { remote: 'wallet', route: '/wallet', page: 'Wallet', shows: text('Wallet provider') },
  { remote: 'chat', route: '/chats', page: 'Chats', shows: text('No chats yet') },
  { remote: 'search', route: '/m', page: 'Market', shows: text('Market') },
  { remote: 'settings', route: '/settings/appearance', page: 'Settings', shows: text('Theme') },
];

/** The shell's words for a remote that failed (shell/src/remotes/areas.ts). */
export const unavailable = (remote: RemoteName) => `${remote[0].toUpperCase()}${remote.slice(1)} is unavailable`;

/** The error boundary's fallback in the visible page: '{Area} is unavailable' with its Retry. */
export const fallback = (page: Page) => activePage(page).getByRole('alert');

/** Expects the remote's fallback, with Retry, in the visible page. */
export async function expectUnavailable(page: Page, remote: RemoteName): Promise<void> {
  await expect(fallback(page)).toContainText(unavailable(remote));
  await expect(fallback(page).getByRole('button', { name: 'Retry' })).toBeVisible();
}

/** Navigates inside the running app as a remote would ask the shell to (the bus's 'navigate'). */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    const core = (globalThis as Record<symbol, { bus: { publish(event: unknown): void } }>)[Symbol.for('@app/core/instance')];
    core.bus.publish({ type: 'navigate', to: path });
  }, to);
  await expect(page.locator('[data-history-entry][data-active="true"]')).toHaveAttribute('data-history-entry', new URL(to, 'http://x').pathname);
}

/** The idle preload off (shell/src/remotes/idle-preload.ts): a remote's pages load only when their route opens. */
export const noIdlePreload = (page: Page) => page.addInitScript(() => localStorage.setItem('app:idle-preload', 'off'));

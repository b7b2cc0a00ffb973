// Issue 24 point 7: the private key is never readable from a remote's code. A hostile remote (deployed in place of the
// settings remote) tries every public path (bus, core, globals, storage, IndexedDB, the relay worker, the page) and
// reports where the key turned up. With a password the key is NIP-49 at rest; without one the user is told where it is.
import { nsecEncode } from 'nostr-tools/nip19';
import { pointSettingsAtHostileRemote } from '../support/hostile-remote';
import { activePage } from '../support/notes';
import { testUser } from '../support/relay-client';
import { signInWithKey } from '../support/sign-in';
import { expectEveryPathProbed, probeSummary, readBrowserStorage, runKeyProbe } from './support/key-probe';
import { navigateInApp } from './support/remote-areas';
import { checked, expect, test } from './scenario';

/** Where the core keeps the login (shared/core/src/stores/user-store.ts, the spec's user storage). */
const KEY_AT_REST = 'storage:localStorage[user-storage]';
/** What the Account page says without a password (remotes/settings/src/account/account-texts.ts). */
const KEPT_UNENCRYPTED = "No password is set: the key is kept unencrypted in this browser's local storage";

test.describe('secrets', () => {
  test('without a password: the Account page says the key is kept unencrypted in local storage; a remote finds it there and nowhere else', async ({ page, app }) => {
    const me = testUser();
    await page.goto('/');
    await signInWithKey(page, me.hex);
    await navigateInApp(page, '/settings/account');
    await expect(activePage(page).getByRole('region', { name: 'Password' })).toContainText(KEPT_UNENCRYPTED);
    const restore = await pointSettingsAtHostileRemote(app);
    try {
      await page.goto('/settings/probe'); // a reload: the login comes back from storage
      const report = await runKeyProbe(page);
      expectEveryPathProbed(report, me.pubkey);
      expect(report.found).toEqual([{ path: KEY_AT_REST, form: 'hex' }]);
      expect(report.sealed).toEqual([]);
      checked(`probed ${probeSummary(report)}; key found only at ${KEY_AT_REST}, which the Account page names`);
    } finally {
      restore();
    }
  });

  test('with a password: the key is NIP-49 at rest, no hex or nsec in local storage or IndexedDB; a remote finds it nowhere', async ({ page, app }) => {
    const me = testUser();
    const restore = await pointSettingsAtHostileRemote(app);
    try {
      await page.goto('/');
      await signInWithKey(page, me.hex, 'correct horse battery');
      await navigateInApp(page, '/settings/probe'); // no reload: the key is unlocked, in the signer
      const report = await runKeyProbe(page);
      expectEveryPathProbed(report, me.pubkey);
      expect(report.found).toEqual([]);
      expect(report.sealed).toEqual([KEY_AT_REST]);
      const stored = await readBrowserStorage(page);
      expect(JSON.parse(stored.local['user-storage']).state.privateKey).toMatch(/^ncryptsec1/);
      for (const secret of [me.hex, nsecEncode(me.secretKey)]) expect(stored.text).not.toContain(secret);
      checked(`probed ${probeSummary(report)}; found nowhere; ncryptsec only at ${KEY_AT_REST}; no hex/nsec in storage or IndexedDB`);
    } finally {
      restore();
    }
  });
});

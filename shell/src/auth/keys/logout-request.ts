import type { Core } from '@app/core';

/**
 * Logs out at once, or resolves true when the shell must warn first: a key created here whose backup was never
 * confirmed would be lost with the logout. Nothing happens for a visitor.
 */
export async function logoutOrWarn(core: Pick<Core, 'signer'>): Promise<boolean> {
  const store = await core.signer();
  const user = store.get();
  if (!user) return false;
  if (user.keyBackupPending) return true;
  store.logout();
  return false;
}

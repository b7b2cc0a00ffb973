import type { Core } from '@app/core';
import type { WalletPort } from './wallet-port';

const ports = new WeakMap<Core, WalletPort>();
const loading = new WeakMap<Core, Promise<WalletPort>>();

/** The core's wallet port if already loaded (a second wallet page kept in history renders it at once). */
export const loadedWalletPort = (core: Core): WalletPort | null => ports.get(core) ?? null;

/**
 * Loads @app/core/wallet (the shell's shared entry) and adapts the core's wallet; the page's code paints its frame
 * before it is in. A failed load is forgotten, so Retry loads again.
 */
export function loadWalletPort(core: Core): Promise<WalletPort> {
  let promise = loading.get(core);
  if (!promise) {
    promise = import('./core-wallet-port').then(
      ({ coreWalletPort }) => {
        const port = coreWalletPort(core);
        ports.set(core, port);
        return port;
      },
      (error: unknown) => {
        loading.delete(core);
        throw error;
      },
    );
    loading.set(core, promise);
  }
  return promise;
}

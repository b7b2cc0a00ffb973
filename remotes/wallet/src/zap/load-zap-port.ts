import type { Core } from '@app/core';
import type { ZapPort } from './zap-port';

const loading = new WeakMap<Core, Promise<ZapPort>>();

/** Loads @app/core/wallet (the shell's shared entry) and adapts the core's zaps; a failed load is tried again next time. */
export function loadZapPort(core: Core): Promise<ZapPort> {
  let promise = loading.get(core);
  if (!promise) {
    promise = import('./core-zap-port').then(
      ({ coreZapPort }) => coreZapPort(core),
      (error: unknown) => {
        loading.delete(core);
        throw error;
      },
    );
    loading.set(core, promise);
  }
  return promise;
}

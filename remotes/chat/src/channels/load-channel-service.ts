import type { Core } from '@app/core';
import type { ChannelService } from '@app/core/chat';

const services = new WeakMap<Core, ChannelService>();
const loading = new WeakMap<Core, Promise<ChannelService>>();

/** The core's channel service if already loaded (a channel opened again renders at once). */
export const loadedChannelService = (core: Core): ChannelService | null => services.get(core) ?? null;

/**
 * Loads @app/core/chat (the shell's shared entry) and asks it for the core's NIP-28 channels; the page paints its
 * frame before it is in. A failed load is forgotten, so Retry loads again.
 */
export function loadChannelService(core: Core): Promise<ChannelService> {
  let promise = loading.get(core);
  if (!promise) {
    promise = import('@app/core/chat').then(
      ({ channelsOf }) => {
        const service = channelsOf(core);
        services.set(core, service);
        return service;
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

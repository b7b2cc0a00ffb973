import type { Core } from '@app/core';
import type { ChatService } from '@app/core/chat';

const services = new WeakMap<Core, ChatService>();
const loading = new WeakMap<Core, Promise<ChatService>>();

/** The core's chat service if already loaded (the page, opened again, renders it at once). */
export const loadedChatService = (core: Core): ChatService | null => services.get(core) ?? null;

/**
 * Loads @app/core/chat (the shell's shared entry) and asks it for the core's chat; the page paints its frame before
 * it is in. A failed load is forgotten, so Retry loads again.
 */
export function loadChatService(core: Core): Promise<ChatService> {
  let promise = loading.get(core);
  if (!promise) {
    promise = import('@app/core/chat').then(
      ({ chatOf }) => {
        const service = chatOf(core);
        services.set(core, service);
        return service;
      },
    );
    promise.catch(() => loading.delete(core));
    loading.set(core, promise);
  }
  return promise;
}

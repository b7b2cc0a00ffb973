// One live subscription on a relay (nostr-tools' Relay over ws, reconnecting) whose filters can be replaced. Only new
// events count: a REQ's stored events (before its first EOSE) are skipped; events missed while reconnecting are not.
// A replacement opens the new REQ (since = now) before closing the old one, so no live event falls in between.
import WebSocket from 'ws';
import { Relay } from 'nostr-tools/relay';

/** Watches `relayUrl`; `onevent` gets each new (signature-checked by nostr-tools) event of the current filters. */
export function watchRelay({ relayUrl, onevent, log, now = () => Math.floor(Date.now() / 1000) }) {
  const relay = new Relay(relayUrl, { websocketImplementation: WebSocket, enableReconnect: true });
  relay.onnotice = (message) => log(`[api] relay notice: ${message}`);
  let subscription = null;
  let current = '[]';
  let ready = Promise.resolve();
  let closed = false;

  async function subscribe(filters) {
    const previous = subscription;
    subscription = null;
    try {
      if (closed || !filters.length) return;
      await relay.connect();
      const since = now();
      let live = false;
      await new Promise((resolve) => {
        const oneose = () => {
          live = true;
          resolve();
        };
        subscription = relay.subscribe(filters.map((filter) => ({ ...filter, since })), { onevent: (event) => live && onevent(event), oneose, onclose: resolve });
      });
    } finally {
      previous?.close();
    }
  }

  return {
    /** Replaces the watched filters (a no-op when unchanged); resolves once the relay has answered the new REQ. */
    setFilters(filters) {
      const next = JSON.stringify(filters);
      if (next === current) return ready;
      current = next;
      ready = ready.then(() => subscribe(filters)).catch((error) => log(`[api] relay watch failed: ${error?.message ?? error}`));
      return ready;
    },
    /** Resolves when the latest filters are live on the relay (or failed, which is logged). */
    ready: () => ready,
    close() {
      closed = true;
      relay.close();
    },
  };
}

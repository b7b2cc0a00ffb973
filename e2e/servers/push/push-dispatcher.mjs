// Sends the API server's Web Push messages: watches the relay for the union of the stored subscriptions' filters and,
// for each new validly signed event, pushes `{ event }` to every web_push_subscriptions entry of each subscription
// that wants it, at most once per subscription and event. A 404/410 answer removes that entry; other failures are
// logged and kept in pushesSent() with their status.
import { verifyEvent } from 'nostr-tools/pure';
import { wantsEvent, watchFilters } from './push-filters.mjs';
import { watchRelay } from './relay-watch.mjs';
import { sendWebPush } from './web-push-send.mjs';

const REMEMBERED = 10_000;
const GONE = new Set([404, 410]);

/** Whether `event` is a well-formed event with a valid id and signature. */
function validEvent(event) {
  try {
    return verifyEvent(event);
  } catch {
    return false; // not even an event: nostr-tools cannot serialize it
  }
}

/** Pushes for `subscriptions` (the server's live Map id → subscription); without relayUrl only dispatch() pushes. */
export function startPushDispatcher({ subscriptions, vapid, relayUrl, agent, log = console.error }) {
  const pushed = new Set(); // `${subscriptionId}:${eventId}`, oldest first
  const sent = [];
  const inFlight = new Set();
  const watch = relayUrl ? watchRelay({ relayUrl, log, onevent: (event) => track(dispatch(event)) }) : null;

  function track(promise) {
    const done = promise.catch((error) => log(`[api] push failed: ${error?.message ?? error}`)).finally(() => inFlight.delete(done));
    inFlight.add(done);
    return done;
  }

  /** Whether this subscription has not had this event yet (and remembers it). */
  function firstTime(key) {
    if (pushed.has(key)) return false;
    pushed.add(key);
    if (pushed.size > REMEMBERED) pushed.delete(pushed.values().next().value);
    return true;
  }

  async function pushTo(id, entry, event) {
    const { status, error } = await sendWebPush(entry, { event }, { vapid, agent });
    sent.push({ endpoint: entry?.endpoint, eventId: event.id, status });
    if (sent.length > REMEMBERED) sent.shift();
    if (GONE.has(status)) return dropEntry(id, entry.endpoint);
    if (error) log(`[api] push to ${entry?.endpoint} failed (${status}): ${error.message ?? error}`);
  }

  function dropEntry(id, endpoint) {
    const subscription = subscriptions.get(id);
    if (!Array.isArray(subscription?.web_push_subscriptions)) return;
    subscriptions.set(id, { ...subscription, web_push_subscriptions: subscription.web_push_subscriptions.filter((entry) => entry?.endpoint !== endpoint) });
  }

  /** Pushes one event to every subscription that wants it (unsigned or forged events are skipped). */
  async function dispatch(event) {
    if (!validEvent(event)) return;
    const jobs = [];
    for (const [id, subscription] of subscriptions) {
      if (!wantsEvent(subscription, event) || !firstTime(`${id}:${event.id}`)) continue;
      const entries = Array.isArray(subscription.web_push_subscriptions) ? subscription.web_push_subscriptions : [];
      jobs.push(...entries.map((entry) => pushTo(id, entry, event)));
    }
    await Promise.all(jobs);
  }

  return {
    dispatch: (event) => track(dispatch(event)),
    /** Re-reads the stored subscriptions' filters into the relay watch. */
    refresh: () => watch?.setFilters(watchFilters(subscriptions.values())),
    /** Resolves when the relay watch is up to date and no push is in flight. */
    async idle() {
      await watch?.ready();
      while (inFlight.size) await Promise.all(inFlight);
    },
    pushesSent: () => sent.map((each) => ({ ...each })),
    close: () => watch?.close(),
  };
}

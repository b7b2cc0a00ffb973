import { describe, expect, it, vi } from 'vitest';
import { registerPushHandlers } from './push-handlers';

type Listener = (event: unknown) => void;

/** A service worker scope with the parts the handlers use, recording what they do. */
function fakeScope(windows: Array<{ url: string; focus: () => Promise<unknown>; postMessage: (message: unknown) => void }>) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: { origin: 'https://app.example' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  registerPushHandlers(scope as unknown as ServiceWorkerGlobalScope);
  /** Dispatches an event and waits for what it asked to wait for. */
  const dispatch = async (type: string, event: object) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  return { scope, dispatch };
}

const event = { id: 'a'.repeat(64), pubkey: 'b'.repeat(64), kind: 7, content: '+', tags: [] };

describe('push handlers', () => {
  it('shows each push as a notification carrying its route', async () => {
    const { scope, dispatch } = fakeScope([]);
    await dispatch('push', { data: { text: () => JSON.stringify({ event }) } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('New reaction', expect.objectContaining({ body: '❤️', tag: event.id, data: { url: '/notifications' } }));
  });

  it('a click focuses an open app window and has it navigate there', async () => {
    const window = { url: 'https://app.example/wallet', focus: vi.fn(async () => undefined), postMessage: vi.fn() };
    const { scope, dispatch } = fakeScope([window]);
    const notification = { close: vi.fn(), data: { url: '/notifications' } };
    await dispatch('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
    expect(window.postMessage).toHaveBeenCalledWith({ type: 'navigate', url: '/notifications' });
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a click with no app window open opens one on the route', async () => {
    const { scope, dispatch } = fakeScope([{ url: 'https://elsewhere.example/', focus: vi.fn(), postMessage: vi.fn() }]);
    await dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: '/chats' } } });
    expect(scope.clients.openWindow).toHaveBeenCalledWith('https://app.example/chats');
  });
});

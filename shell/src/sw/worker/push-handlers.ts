/// <reference lib="webworker" />
import { pushNotificationOf } from '../push-notification';

/** Shows each push as a notification; a click focuses an open app window on the notification's route, else opens one. */
export function registerPushHandlers(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const shown = pushNotificationOf(event.data?.text() ?? null);
    event.waitUntil(scope.registration.showNotification(shown.title, { body: shown.body, tag: shown.tag, icon: '/icons/icon-192.png', badge: '/icons/badge-72.png', data: { url: shown.url } }));
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', scope.location.origin).href;
    event.waitUntil(openRoute(scope, url));
  });
}

async function openRoute(scope: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (!open) {
    await scope.clients.openWindow(url);
    return;
  }
  // The app navigates itself (keeping its history stack); focusing comes first, as browsers require.
  await open.focus();
  open.postMessage({ type: 'navigate', url: new URL(url).pathname + new URL(url).search });
}

import type { WebPushSubscription } from '../api/api-client'

/** The browser's part of push: permission and the push manager of the app's service worker (injected; faked in tests). */
export interface BrowserPush {
  /** Service workers, the push manager and notifications all exist. */
  supported(): boolean
  permission(): NotificationPermission
  requestPermission(): Promise<NotificationPermission>
  /** This browser's push subscription for the server's VAPID key (the existing one, else a new one). */
  subscribe(vapidPublicKey: string): Promise<WebPushSubscription>
  /** The existing subscription, or null. */
  current(): Promise<WebPushSubscription | null>
  unsubscribe(): Promise<void>
}

const base64UrlToBytes = (value: string): Uint8Array<ArrayBuffer> => {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=')
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

/** endpoint, p256dh and auth as the server stores them. */
function asWebPush(subscription: PushSubscription): WebPushSubscription {
  const { endpoint, keys } = subscription.toJSON() as { endpoint: string; keys?: { p256dh?: string; auth?: string } }
  return { endpoint, p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' }
}

/** The real browser: the page's service worker registration (ready) and its push manager. */
export function browserPush(): BrowserPush {
  const manager = async () => (await navigator.serviceWorker.ready).pushManager
  return {
    supported: () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined' && typeof Notification !== 'undefined',
    permission: () => (typeof Notification === 'undefined' ? 'denied' : Notification.permission),
    requestPermission: () => Notification.requestPermission(),
    async subscribe(vapidPublicKey) {
      const push = await manager()
      const existing = await push.getSubscription()
      return asWebPush(existing ?? (await push.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(vapidPublicKey) })))
    },
    async current() {
      const existing = await (await manager()).getSubscription()
      return existing ? asWebPush(existing) : null
    },
    async unsubscribe() {
      await (await (await manager()).getSubscription())?.unsubscribe()
    },
  }
}

import { BehaviorSubject, combineLatest, debounceTime, distinctUntilChanged, filter, skip, type Observable, type SchedulerLike } from 'rxjs'
import type { ApiClient, PushSubscriptionBody, WebPushSubscription } from '../api/api-client'
import type { NotificationPreferences } from '../stores/settings-defaults'
import type { BrowserPush } from './browser-push'
import { PUSH_ERRORS } from './push-errors'
import { isLegacySubscription, pushFilter } from './push-filter'

/** Where push stands for this browser and user. */
export interface PushStatus {
  supported: boolean
  permission: NotificationPermission
  /** The user answered the prompt 'No Thanks'. */
  declined: boolean
  /** This browser's subscription is registered with the server for the signed-in user. */
  subscribed: boolean
  busy: boolean
  /** The last failure, as a message (push failures are otherwise only logged, spec 1 §8). */
  error: string | null
}

/** Web push for the signed-in user: the prompt's state, enabling, declining, and the server kept in step. */
export interface PushService {
  readonly status$: Observable<PushStatus>
  /** Spec 1 §4: asks permission, subscribes the browser and registers it with the server; throws the spec's texts. */
  enable(): Promise<void>
  /** 'No Thanks': remembered, the prompt is not shown again. */
  decline(): void
  /** Unregisters this browser from the server and the push manager. */
  disable(): Promise<void>
  dispose(): void
}

export interface PushServiceDeps {
  api: Pick<ApiClient, 'info' | 'pushSubscriptions' | 'createPushSubscription' | 'updatePushSubscription' | 'deletePushSubscription'>
  browser: BrowserPush
  pubkey$: Observable<string | null>
  preferences$: Observable<NotificationPreferences>
  /** The prompt's answer, persisted (the notification state). */
  declined$: Observable<boolean>
  setDeclined(declined: boolean): void
  log?: (message: string, error: unknown) => void
  scheduler?: SchedulerLike
}

/** Spec 1 §9: preference changes are sent 500 ms after the last one; a sign-in re-registers after 5 s. */
export const PUSH_DEBOUNCE_MS = { preferences: 500, registration: 5000 } as const

const bodyOf = (web: WebPushSubscription, kinds: number[], pubkey: string): PushSubscriptionBody => ({
  web_push_subscriptions: [web],
  webhooks: [],
  filter: { kinds, '#p': [pubkey] },
  fcm_tokens: [],
  apns_tokens: [],
})

export function createPushService(deps: PushServiceDeps): PushService {
  const { api, browser } = deps
  const log = deps.log ?? ((message, error) => console.warn(message, error))
  const status = new BehaviorSubject<PushStatus>({
    supported: browser.supported(),
    permission: browser.supported() ? browser.permission() : 'denied',
    declined: false,
    subscribed: false,
    busy: false,
    error: null,
  })
  const patch = (next: Partial<PushStatus>) => status.next({ ...status.value, ...next })
  const pubkey = new BehaviorSubject<string | null>(null)
  const preferences = new BehaviorSubject<NotificationPreferences | null>(null)

  /** Registers this browser with the server for the current user and preferences; old and duplicate entries go. */
  async function sync(web: WebPushSubscription | null = null): Promise<void> {
    const user = pubkey.value
    if (!user || !preferences.value) return
    const wanted = pushFilter(preferences.value, user)
    const endpoint = web ?? (await browser.current())
    if (!endpoint) return
    const existing = Object.entries(await api.pushSubscriptions())
    const ours = existing.filter(([, each]) => each.web_push_subscriptions?.some((entry) => entry.endpoint === endpoint.endpoint))
    const stale = existing.filter(([id, each]) => isLegacySubscription(each, user) || (ours.some(([own]) => own === id) && (!wanted || id !== ours[0][0])))
    for (const [id] of stale) await api.deletePushSubscription(id)
    if (!wanted) return patch({ subscribed: false })
    const keep = ours.find(([id]) => !stale.some(([gone]) => gone === id))
    if (keep) await api.updatePushSubscription(keep[0], bodyOf(endpoint, wanted.kinds!, user))
    else await api.createPushSubscription(bodyOf(endpoint, wanted.kinds!, user))
    patch({ subscribed: true, error: null })
  }

  const quietSync = () =>
    sync().catch((error: unknown) => {
      patch({ error: (error as Error).message })
      log('push subscription failed', error)
    })

  const subscriptions = [
    deps.pubkey$.subscribe((value) => pubkey.next(value)),
    deps.declined$.subscribe((declined) => patch({ declined })),
    deps.preferences$.subscribe((value) => preferences.next(value)),
    // Preferences changed while subscribed: the server's filter follows.
    preferences.pipe(filter(Boolean), distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)), skip(1), debounceTime(PUSH_DEBOUNCE_MS.preferences, deps.scheduler))
      .subscribe(() => status.value.subscribed && void quietSync()),
    // A sign-in with permission granted: this browser is registered for that user too.
    combineLatest([pubkey.pipe(distinctUntilChanged()), preferences.pipe(filter(Boolean))]).pipe(debounceTime(PUSH_DEBOUNCE_MS.registration, deps.scheduler))
      .subscribe(([user]) => {
        if (user && status.value.supported && browser.permission() === 'granted') void quietSync()
        else if (!user) patch({ subscribed: false })
      }),
  ]

  return {
    status$: status.asObservable(),
    async enable() {
      if (!browser.supported()) throw new Error(PUSH_ERRORS.noServiceWorker)
      patch({ busy: true, error: null })
      try {
        const permission = browser.permission() === 'granted' ? 'granted' : await browser.requestPermission()
        patch({ permission })
        if (permission !== 'granted') throw new Error(PUSH_ERRORS.notAllowed)
        const { vapid_public_key: key } = await api.info()
        if (!key) throw new Error(PUSH_ERRORS.noVapidKey)
        await sync(await browser.subscribe(key))
      } catch (error) {
        patch({ error: (error as Error).message })
        throw error
      } finally {
        patch({ busy: false })
      }
    },
    decline() {
      deps.setDeclined(true)
    },
    async disable() {
      const endpoint = await browser.current()
      if (endpoint && pubkey.value) {
        const existing = Object.entries(await api.pushSubscriptions())
        for (const [id, each] of existing) if (each.web_push_subscriptions?.some((entry) => entry.endpoint === endpoint.endpoint)) await api.deletePushSubscription(id)
      }
      await browser.unsubscribe()
      patch({ subscribed: false })
    },
    dispose: () => subscriptions.forEach((subscription) => subscription.unsubscribe()),
  }
}

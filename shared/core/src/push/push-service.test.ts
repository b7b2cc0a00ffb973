import { BehaviorSubject, VirtualTimeScheduler, firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLedger } from '../../../../e2e/servers/money/fake-lightning.mjs'
import { startApiServer } from '../../../../e2e/servers/api-server.mjs'
import { createApiClient } from '../api/api-client'
import type { NotificationPreferences } from '../stores/settings-defaults'
import { createAuthor } from '../test-support/test-relay'
import type { BrowserPush } from './browser-push'
import { PUSH_ERRORS } from './push-errors'
import { createPushService } from './push-service'

const ALL: NotificationPreferences = { mentions: true, replies: true, reposts: true, reactions: true, zaps: true, dms: true }
let api: Awaited<ReturnType<typeof startApiServer>>

beforeAll(async () => {
  api = await startApiServer({ ledger: createLedger() })
})
afterAll(() => api.close())

/** The browser's side, faked: a permission answer and a push manager holding one subscription. */
function fakeBrowser(answer: NotificationPermission = 'granted', endpoint = `https://push.example/${Math.random()}`): BrowserPush & { asked: number } {
  let permission: NotificationPermission = 'default'
  let subscribed = false
  const web = { endpoint, p256dh: 'BPublic', auth: 'authsecret' }
  return {
    asked: 0,
    supported: () => true,
    permission: () => permission,
    async requestPermission() {
      this.asked++
      return (permission = answer)
    },
    subscribe: async () => ((subscribed = true), web),
    current: async () => (subscribed ? web : null),
    unsubscribe: async () => void (subscribed = false),
  }
}

function setup(browser = fakeBrowser()) {
  const user = createAuthor()
  const client = createApiClient({ server: () => api.url, sign: async (template) => user.sign(template) })
  const preferences = new BehaviorSubject<NotificationPreferences>(ALL)
  const scheduler = new VirtualTimeScheduler()
  const declined = new BehaviorSubject(false)
  const service = createPushService({ api: client, browser, pubkey$: new BehaviorSubject<string | null>(user.pubkey), preferences$: preferences, declined$: declined, setDeclined: (value) => declined.next(value), scheduler, log: () => {} })
  const stored = () => (api.pushSubscriptions() as Array<{ subscriber: string; filter: { kinds: number[] } }>).filter((each) => each.subscriber === user.pubkey)
  return { user, client, preferences, scheduler, service, stored, browser, isDeclined: () => declined.value }
}

describe('push service against the local API server', () => {
  it("'Enable' asks permission, subscribes the browser and registers it with the server for the user's kinds", async () => {
    const { service, stored, user, browser } = setup()
    await service.enable()
    expect(browser.asked).toBe(1)
    expect(stored()).toEqual([expect.objectContaining({ filter: { kinds: [1, 4, 6, 7, 16, 1059, 9735], '#p': [user.pubkey] }, web_push_subscriptions: [expect.objectContaining({ p256dh: 'BPublic', auth: 'authsecret' })] })])
  })

  it('a refused permission says so and registers nothing', async () => {
    const { service, stored } = setup(fakeBrowser('denied'))
    await expect(service.enable()).rejects.toThrow(PUSH_ERRORS.notAllowed)
    expect(stored()).toEqual([])
  })

  it('without service workers it says the spec text', async () => {
    const { service } = setup({ ...fakeBrowser(), supported: () => false })
    await expect(service.enable()).rejects.toThrow(PUSH_ERRORS.noServiceWorker)
  })

  it('follows preference changes (debounced) with one subscription, and none when every type is off', async () => {
    const { service, stored, preferences, scheduler } = setup()
    await service.enable()
    preferences.next({ ...ALL, reactions: false, dms: false })
    preferences.next({ ...ALL, reactions: false, dms: false, reposts: false })
    scheduler.flush()
    await vi.waitFor(() => expect(stored().map((each) => each.filter.kinds)).toEqual([[1, 9735]]))
    preferences.next({ mentions: false, replies: false, reposts: false, reactions: false, zaps: false, dms: false })
    scheduler.flush()
    await vi.waitFor(() => expect(stored()).toEqual([]))
  })

  it("deletes the older version's 3-kind subscription when it registers", async () => {
    const { service, stored, client, user } = setup()
    await client.createPushSubscription({ web_push_subscriptions: [{ endpoint: 'https://old.example/1', p256dh: 'x', auth: 'y' }], webhooks: [], filter: { kinds: [1, 6, 7], '#p': [user.pubkey] }, fcm_tokens: [], apns_tokens: [] })
    await service.enable()
    expect(stored().map((each) => each.filter.kinds.length)).toEqual([7])
  })

  it("keeps a current 3-kind subscription (this browser's and another's) across syncs; only the older version's goes", async () => {
    const { service, client, user, preferences, scheduler } = setup()
    const body = (endpoint: string, kinds: number[]) => ({ web_push_subscriptions: [{ endpoint, p256dh: 'x', auth: 'y' }], webhooks: [], filter: { kinds, '#p': [user.pubkey] }, fcm_tokens: [], apns_tokens: [] })
    await client.createPushSubscription(body('https://other-browser.example/1', [1, 7, 9735]))
    await client.createPushSubscription(body('https://old.example/1', [1, 6, 7]))
    const kindsById = async () => Object.fromEntries(Object.entries(await client.pushSubscriptions()).map(([id, each]) => [id, each.filter?.kinds]))
    preferences.next({ ...ALL, reposts: false, dms: false }) // mentions, replies, reactions, zaps → [1, 7, 9735]
    await service.enable()
    const afterEnable = await kindsById()
    expect(Object.values(afterEnable)).toEqual([[1, 7, 9735], [1, 7, 9735]])

    const registered = [vi.spyOn(client, 'updatePushSubscription'), vi.spyOn(client, 'createPushSubscription')]
    preferences.next({ ...ALL, reposts: false, dms: false, replies: false }) // same kinds: the sync keeps every entry
    scheduler.flush()
    await vi.waitFor(() => expect(registered.some((call) => call.mock.calls.length > 0)).toBe(true))
    expect(await kindsById()).toEqual(afterEnable)
  })

  it("'No Thanks' is remembered; disable unregisters this browser", async () => {
    const { service, stored, isDeclined } = setup()
    service.decline()
    expect(isDeclined()).toBe(true)
    expect((await firstValueFrom(service.status$)).declined).toBe(true)
    await service.enable()
    await service.disable()
    expect(stored()).toEqual([])
  })
})

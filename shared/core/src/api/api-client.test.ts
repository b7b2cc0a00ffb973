import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unpackEventFromToken, validateEvent } from 'nostr-tools/nip98'
import { createLedger, type Ledger } from '../../../../e2e/servers/money/fake-lightning.mjs'
import { startApiServer } from '../../../../e2e/servers/api-server.mjs'
import { createAuthor } from '../test-support/test-relay'
import { API_ERRORS, createApiClient } from './api-client'
import { isValidTierAmount, SUBSCRIPTION_TIERS } from './tiers'

const me = createAuthor()
let ledger: Ledger
let api: Awaited<ReturnType<typeof startApiServer>>

beforeAll(async () => {
  ledger = createLedger()
  ledger.createAccount('payer', { unlimited: true })
  api = await startApiServer({ ledger, vapidPublicKey: 'BKey' })
})
afterAll(() => api.close())

const client = (server = () => api.url, fetch?: typeof globalThis.fetch) => createApiClient({ server, sign: async (template) => me.sign(template), fetch })

describe('API client against the local API server', () => {
  it('buys a tier: invoice, payment link, paid on the ledger, then listed as paid', async () => {
    const invoice = await client().createSubscription('vanguard', 'monthly')
    expect(invoice).toMatchObject({ amount: 2100, currency: 'SATS', status: 'pending' })
    const { payment_link } = await client().paymentLink(invoice.id)
    ledger.pay(payment_link.replace(/^lightning:/, ''), { from: 'payer' })
    expect(await client().invoices()).toEqual([expect.objectContaining({ id: invoice.id, status: 'paid' })])
    expect(api.subscriberOf(me.pubkey)?.plan).toBe('vanguard')
    expect(await client().info()).toEqual({ vapid_public_key: 'BKey' })
  })

  it('signs NIP-98 events nostr-tools accepts (u, method, payload of the body)', async () => {
    let header = ''
    const spy: typeof globalThis.fetch = async (input, init) => {
      header = String((init?.headers as Record<string, string>).authorization)
      return globalThis.fetch(input, init)
    }
    await client(undefined, spy).createSubscription('patron', 'yearly')
    const event = await unpackEventFromToken(header)
    expect(await validateEvent(event, `${api.url}subscriptions/create/`, 'POST', { plan: 'patron', term: 'yearly' })).toBe(true)
  })

  it("says 'Invalid response' for a failed answer, the server's error text for a JSON error, and needs a server", async () => {
    await expect(client().createSubscription('gold', 'monthly')).rejects.toThrow('Unknown plan or term')
    const broken: typeof globalThis.fetch = async () => new Response('<html>oops</html>', { status: 502 })
    await expect(client(undefined, broken).invoices()).rejects.toThrow(API_ERRORS.invalidResponse)
    await expect(client(() => '').invoices()).rejects.toThrow(API_ERRORS.noServer)
  })
})

describe('push subscriptions against the local API server', () => {
  const body = (endpoint: string) => ({
    web_push_subscriptions: [{ endpoint, p256dh: 'BP256', auth: 'secret' }],
    webhooks: [],
    filter: { kinds: [1, 7], '#p': [me.pubkey] },
    fcm_tokens: [],
    apns_tokens: [],
  })

  it('creates, lists, updates and deletes the signed-in user\'s push subscriptions', async () => {
    const { id } = await client().createPushSubscription(body('https://push.example/1'))
    expect(id).toBeTruthy()
    const listed = await client().pushSubscriptions()
    expect(listed[id!]).toMatchObject({ subscriber: me.pubkey, filter: { kinds: [1, 7] }, web_push_subscriptions: [{ endpoint: 'https://push.example/1' }] })
    await client().updatePushSubscription(id!, { ...body('https://push.example/1'), filter: { kinds: [9735], '#p': [me.pubkey] } })
    expect((await client().pushSubscriptions())[id!].filter?.kinds).toEqual([9735])
    await client().deletePushSubscription(id!)
    expect(await client().pushSubscriptions()).toEqual({})
  })

  it("cannot touch another user's subscription", async () => {
    const { id } = await client().createPushSubscription(body('https://push.example/2'))
    const other = createAuthor()
    const theirs = createApiClient({ server: () => api.url, sign: async (template) => other.sign(template) })
    await expect(theirs.deletePushSubscription(id!)).rejects.toThrow('Subscription not found')
    expect(await theirs.pushSubscriptions()).toEqual({})
    await client().deletePushSubscription(id!)
  })
})

describe('user registration against the local API server', () => {
  it("registers a username for the signer, and shows the server's error for a taken or invalid one", async () => {
    const name = `user_${Math.random().toString(36).slice(2, 8)}`
    expect(await client().registerUser(name)).toEqual({ username: name })
    const other = createAuthor()
    const theirs = createApiClient({ server: () => api.url, sign: async (template) => other.sign(template) })
    await expect(theirs.registerUser(name)).rejects.toThrow('Username taken')
    await expect(client().registerUser('No Spaces!')).rejects.toThrow('Invalid username')
  })
})

describe('subscription tiers (spec 3 §5)', () => {
  it('are vanguard, champion and patron, each amount above 0 with a currency and a known term', () => {
    expect(SUBSCRIPTION_TIERS.map((tier) => tier.id)).toEqual(['vanguard', 'champion', 'patron'])
    for (const tier of SUBSCRIPTION_TIERS) {
      expect(tier.amounts.length).toBeGreaterThan(0)
      for (const amount of tier.amounts) expect(amount.amount > 0 && amount.currency !== '' && ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'].includes(amount.term)).toBe(true)
    }
  })

  it('refuses amounts of 0, without a currency or with another term', () => {
    expect(isValidTierAmount({ amount: 1, currency: 'SATS', term: 'weekly' })).toBe(true)
    expect(isValidTierAmount({ amount: 0, currency: 'SATS', term: 'monthly' })).toBe(false)
    expect(isValidTierAmount({ amount: 5, currency: ' ', term: 'monthly' })).toBe(false)
    expect(isValidTierAmount({ amount: 5, currency: 'USD', term: 'biweekly' })).toBe(false)
    expect(isValidTierAmount(null)).toBe(false)
  })
})

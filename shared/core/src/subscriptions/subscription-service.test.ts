import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BehaviorSubject, filter, firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSubscriptionService, parseSubscription } from './subscription-service'

const SUBSCRIBER = 'a'.repeat(64)
let server: Server
let base: string
const requests: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '')
    const key = new URL(request.url ?? '', 'http://x').searchParams.get('public_key')
    if (key === 'f'.repeat(64)) return void response.writeHead(500).end('boom')
    const body = key === SUBSCRIBER ? { subscription_plan: 'Champion', subscription_end_date: '2999-01-01T00:00:00Z' } : {}
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('subscriber status (GET user/find)', () => {
  it('derives the tier, and caches the answer', async () => {
    const service = createSubscriptionService({ server$: new BehaviorSubject(base) })
    const status = await firstValueFrom(service.status$(SUBSCRIBER).pipe(filter(Boolean)))
    expect(status).toMatchObject({ plan: 'Champion', tier: 'champion' })
    await firstValueFrom(service.status$(SUBSCRIBER).pipe(filter(Boolean)))
    expect(requests.filter((url) => url.includes(SUBSCRIBER))).toEqual([`/user/find?public_key=${SUBSCRIBER}`])
  })

  it('check() asks again and later subscribers see its answer', async () => {
    const service = createSubscriptionService({ server$: new BehaviorSubject(base) })
    const before = requests.length
    await firstValueFrom(service.status$(SUBSCRIBER).pipe(filter(Boolean)))
    expect(await service.check(SUBSCRIBER)).toMatchObject({ tier: 'champion' })
    await firstValueFrom(service.status$(SUBSCRIBER).pipe(filter(Boolean)))
    expect(requests.length - before).toBe(2)
    expect(await createSubscriptionService({ server$: new BehaviorSubject('') }).check(SUBSCRIBER)).toBeNull()
  })

  it('gives null for non-subscribers, server errors and no configured server', async () => {
    const service = createSubscriptionService({ server$: new BehaviorSubject(base) })
    expect(await firstValueFrom(service.status$('b'.repeat(64)))).toBeNull()
    expect(await firstValueFrom(service.status$('f'.repeat(64)))).toBeNull()
    const none = createSubscriptionService({ server$: new BehaviorSubject('') })
    expect(await firstValueFrom(none.status$(SUBSCRIBER))).toBeNull()
  })

  it('treats expired plans as no subscription and unknown plans as a generic subscriber', () => {
    expect(parseSubscription({ subscription_plan: 'Patron', subscription_end_date: 100 }, 200)).toBeNull()
    expect(parseSubscription({ subscription_plan: 'Gold' }, 200)).toEqual({ plan: 'Gold', tier: 'subscriber' })
    expect(parseSubscription({ subscription_plan: 'Vanguard', subscription_end_date: 300 }, 200)).toEqual({ plan: 'Vanguard', tier: 'vanguard', endDate: 300 })
  })
})

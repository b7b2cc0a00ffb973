import { firstValueFrom, filter } from 'rxjs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createRelayPool } from '../relay/pool/relay-pool'
import { NodeWebSocket, createAuthor, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { createProfileStore } from './profile-store'

let main: TestRelay
let hinted: TestRelay
const disposers: Array<() => void> = []
beforeAll(async () => {
  ;[main, hinted] = await Promise.all([startTestRelay(), startTestRelay()])
})
afterEach(() => disposers.splice(0).forEach((dispose) => dispose()))
afterAll(() => Promise.all([main.close(), hinted.close()]))

function pool(relays: string[]) {
  const created = createRelayPool({ relays, WebSocketImpl: NodeWebSocket })
  disposers.push(() => created.close())
  return created
}

describe('profile$ with an nprofile’s relay hints', () => {
  it('loads a profile that only the hinted relay has', async () => {
    const author = createAuthor()
    await pool([hinted.url]).publish(author.sign({ kind: 0, content: JSON.stringify({ name: 'Only hinted' }) }))
    const store = createProfileStore({ pool: pool([main.url]) })
    disposers.push(() => store.dispose())
    const named = store.profile$(author.pubkey, ['https://web.example', hinted.url]).pipe(filter((profile) => profile !== undefined))
    expect(await firstValueFrom(named)).toMatchObject({ pubkey: author.pubkey, name: 'Only hinted' })
  }, 20_000)

  it('asks each hinted relay once per profile', async () => {
    const author = createAuthor()
    const asked: string[] = []
    const main$ = pool([main.url])
    const counting = { query: (filters: Parameters<typeof main$.query>[0], opts?: Parameters<typeof main$.query>[1]) => {
      asked.push(opts?.relays?.join(',') ?? 'pool')
      return main$.query(filters, opts)
    } }
    const store = createProfileStore({ pool: counting, batchWindowMs: 1 })
    disposers.push(() => store.dispose())
    store.profile$(author.pubkey, [hinted.url])
    store.profile$(author.pubkey, [hinted.url, `${hinted.url}/`])
    store.profile$(author.pubkey)
    await expect.poll(() => asked.length).toBe(2)
    expect(asked.sort()).toEqual([`${hinted.url}/`, 'pool'].sort())
  }, 20_000)
})

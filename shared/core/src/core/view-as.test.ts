import 'fake-indexeddb/auto'
import { filter, firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../policies/storage'
import { createCore, type Core } from './create-core'
import { createRelayPool } from '../relay/pool/relay-pool'

const VISITED = 'a'.repeat(64)
const cores: Core[] = []
afterEach(() => cores.splice(0).forEach((core) => core.dispose()))

function offlineCore(storage = createMemoryStorage()) {
  const core = createCore({ remotes: {}, relays: [] }, { storage, transport: 'main', mainThreadPool: createRelayPool, graphCrawl: false, dbName: `view-as-${Date.now()}-${cores.length}` })
  cores.push(core)
  return core
}

describe("'View as' (logged out)", () => {
  it('moves the social graph root to the chosen user and remembers the choice', async () => {
    const storage = createMemoryStorage()
    const core = offlineCore(storage)
    core.viewAs(VISITED)
    const graph = await core.graph()
    expect(await firstValueFrom(graph.root$.pipe(filter((root) => root === VISITED)))).toBe(VISITED)

    const reloaded = offlineCore(storage)
    expect(await firstValueFrom(reloaded.viewAs$)).toBe(VISITED)
    reloaded.viewAs(null)
    expect(await firstValueFrom(reloaded.viewAs$)).toBeNull()
  })
})

import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../policies/storage'
import { createRelayListStore } from './relay-list-store'

const defaults = ['relay.one.com', 'wss://relay.two.com/']

function collect<T>(source: { subscribe(next: (value: T) => void): unknown }): T[] {
  const values: T[] = []
  source.subscribe((value) => values.push(value))
  return values
}

describe('createRelayListStore', () => {
  it('starts from normalised defaults when nothing is stored', () => {
    const store = createRelayListStore({ defaults, storage: createMemoryStorage() })
    expect(store.get()).toEqual([
      { url: 'wss://relay.one.com/', disabled: false },
      { url: 'wss://relay.two.com/', disabled: false },
    ])
  })

  it('adds normalised URLs and refuses duplicates and invalid ones', () => {
    const store = createRelayListStore({ defaults, storage: createMemoryStorage() })
    expect(store.add(' relay.three.com ')).toEqual({ ok: true, url: 'wss://relay.three.com/' })
    expect(store.add('wss://RELAY.three.com')).toEqual({ ok: false, error: 'Relay already added' })
    expect(store.add('')).toEqual({ ok: false, error: 'Invalid relay URL' })
    expect(store.get()).toHaveLength(3)
  })

  it('excludes disabled relays from enabledUrls$ and emits only on change', () => {
    const store = createRelayListStore({ defaults, storage: createMemoryStorage() })
    const emitted = collect(store.enabledUrls$)
    store.toggle('relay.one.com')
    store.toggle('wss://relay.one.com/')
    store.remove('wss://relay.two.com/')
    store.remove('wss://not-there.com/')
    expect(emitted).toEqual([
      ['wss://relay.one.com/', 'wss://relay.two.com/'],
      ['wss://relay.two.com/'],
      ['wss://relay.one.com/', 'wss://relay.two.com/'],
      ['wss://relay.one.com/'],
    ])
  })

  it('persists through the injected storage and restores on the next start', () => {
    const storage = createMemoryStorage()
    const first = createRelayListStore({ defaults, storage })
    first.add('relay.three.com')
    first.toggle('wss://relay.one.com/')
    const stored = JSON.parse(storage.getItem('relay-configs') ?? 'null')
    expect(stored).toEqual(first.get())

    const second = createRelayListStore({ defaults: ['other.com'], storage })
    expect(second.get()).toEqual(first.get())
  })

  it('uses a custom key and resets to new defaults', () => {
    const storage = createMemoryStorage()
    const store = createRelayListStore({ defaults, storage, key: 'mine' })
    store.reset(['fresh.com', 'bad url'])
    expect(store.get()).toEqual([{ url: 'wss://fresh.com/', disabled: false }])
    expect(storage.getItem('relay-configs')).toBeNull()
    expect(JSON.parse(storage.getItem('mine') ?? '[]')).toEqual(store.get())
  })

  it('ignores corrupt or hostile stored data', () => {
    const storage = createMemoryStorage()
    storage.setItem('relay-configs', '{not json')
    expect(createRelayListStore({ defaults, storage }).get()).toHaveLength(2)

    storage.setItem('relay-configs', JSON.stringify([null, 7, { url: 5 }, { url: 'ok.com', disabled: 'yes' }, { url: 'OK.com' }]))
    expect(createRelayListStore({ defaults, storage }).get()).toEqual([{ url: 'wss://ok.com/', disabled: false }])
  })

  it('keeps working when storage throws, logging the failed write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const storage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
    }
    const store = createRelayListStore({ defaults, storage })
    expect(store.add('relay.three.com').ok).toBe(true)
    expect(store.get()).toHaveLength(3)
    expect(warn).toHaveBeenCalledWith('Could not persist relay-configs', expect.any(Error))
    warn.mockRestore()
  })

  it('switches NIP-65 roles, keeps them across a reload, and reports every edit but not a reset', () => {
    const storage = createMemoryStorage()
    const store = createRelayListStore({ defaults, storage })
    const edits = collect(store.edits$)
    store.setRole('wss://relay.two.com', 'write', false)
    store.toggle('relay.one.com')
    store.setRole('wss://unknown.example', 'read', false)
    store.reset(defaults)
    expect(edits.map((list) => list.map(({ url, disabled, write }) => [url, disabled, write]))).toEqual([
      [['wss://relay.one.com/', false, undefined], ['wss://relay.two.com/', false, false]],
      [['wss://relay.one.com/', true, undefined], ['wss://relay.two.com/', false, false]],
    ])
    store.setRole('wss://relay.two.com', 'read', false)
    expect(createRelayListStore({ defaults, storage }).get()).toEqual([
      { url: 'wss://relay.one.com/', disabled: false },
      { url: 'wss://relay.two.com/', disabled: false, read: false },
    ])
  })
})

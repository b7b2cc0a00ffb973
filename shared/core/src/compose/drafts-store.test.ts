import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../policies/storage'
import { EMPTY_PRICE, NOTE_KIND, type Draft } from './compose-types'
import { createDraftStore, draftKey } from './drafts-store'

const draft = (content: string): Omit<Draft, 'timestamp'> => ({ content, imeta: [], gTags: [], expirationDelta: null, eventKind: NOTE_KIND, price: EMPTY_PRICE, title: '' })

function setup() {
  let now = 1000
  const storage = createMemoryStorage()
  const clock = { now: () => now++, setTimeout: () => 0, clearTimeout: () => {} }
  return { storage, clock, store: createDraftStore({ storage, clock }) }
}

describe('drafts', () => {
  it('keys drafts per reply/quote target', () => {
    expect(draftKey()).toBe('')
    expect(draftKey({ replyTo: { id: 'a' } })).toBe('reply:a')
    expect(draftKey({ quote: { id: 'b' } })).toBe('quote:b')
  })

  it('keeps the 20 newest keyed drafts plus the unkeyed one', () => {
    const { store } = setup()
    store.save('', draft('new note'))
    for (let i = 0; i < 25; i++) store.save(`reply:${i}`, draft(`reply ${i}`))
    expect(store.get('')?.content).toBe('new note')
    expect(store.get('reply:4')).toBeUndefined()
    expect(store.get('reply:5')?.content).toBe('reply 5')
    expect(store.get('reply:24')?.content).toBe('reply 24')
  })

  it('persists across stores and is cleared on success', () => {
    const { storage, clock, store } = setup()
    store.save('quote:x', draft('quoting'))
    const reopened = createDraftStore({ storage, clock })
    expect(reopened.get('quote:x')).toMatchObject({ content: 'quoting', timestamp: expect.any(Number) })
    reopened.clear('quote:x')
    expect(createDraftStore({ storage, clock }).get('quote:x')).toBeUndefined()
  })

  it('emits the draft of a key', () => {
    const { store } = setup()
    const seen: (string | undefined)[] = []
    const subscription = store.draft$('').subscribe((value) => seen.push(value?.content))
    store.save('', draft('a'))
    store.clear('')
    subscription.unsubscribe()
    expect(seen).toEqual([undefined, 'a', undefined])
  })
})

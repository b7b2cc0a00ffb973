// @vitest-environment happy-dom
import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createDraftStore } from '../compose/drafts-store'
import { EMPTY_PRICE, NOTE_KIND, type Draft } from '../compose/compose-types'
import type { KeyValueStorage } from '../policies/storage'
import { createSettingsStore } from './settings-store'

/**
 * localStorage as two tabs see it: the browser's copy, and each tab's cached view of it, which another tab's save
 * reaches only when delivered (then the tab gets a storage event). Saves made before delivery are concurrent.
 */
function sharedStorage() {
  const stored = new Map<string, string>()
  const tab = () => {
    const view = new Map<string, string>()
    const storage: KeyValueStorage = { getItem: (key) => view.get(key) ?? null, setItem: (key, value) => void (view.set(key, value), stored.set(key, value)) }
    const deliver = (key: string) => {
      view.set(key, stored.get(key)!)
      window.dispatchEvent(new StorageEvent('storage', { key }))
    }
    return { storage, deliver }
  }
  return { tab, stored }
}

const draft = (content: string): Omit<Draft, 'timestamp'> => ({ content, imeta: [], gTags: [], expirationDelta: null, eventKind: NOTE_KIND, price: EMPTY_PRICE, title: '' })

describe('two tabs saving one key at the same time', () => {
  it('settings: both edits survive, in storage and in each tab', async () => {
    const browser = sharedStorage()
    const [one, two] = [browser.tab(), browser.tab()]
    const [first, second] = [createSettingsStore({ storage: one.storage }), createSettingsStore({ storage: two.storage })]
    first.updateGroup('content', { blurNSFW: false })
    second.updateGroup('content', { autoplayVideos: false }) // before the first save reached this tab
    one.deliver('settings-storage')
    two.deliver('settings-storage')
    for (const tab of [first, second]) expect((await firstValueFrom(tab.state$)).content).toMatchObject({ blurNSFW: false, autoplayVideos: false })
    expect(JSON.parse(browser.stored.get('settings-storage')!).state.content).toMatchObject({ blurNSFW: false, autoplayVideos: false })
  })

  it('drafts: both drafts are kept, and a draft cleared in one tab stays cleared in the other', async () => {
    const browser = sharedStorage()
    const [one, two] = [browser.tab(), browser.tab()]
    const [first, second] = [createDraftStore({ storage: one.storage }), createDraftStore({ storage: two.storage })]
    first.save('', draft('new note'))
    second.save('reply:b', draft('to b'))
    one.deliver('drafts')
    two.deliver('drafts')
    for (const tab of [first, second]) expect([tab.get('')?.content, tab.get('reply:b')?.content]).toEqual(['new note', 'to b'])
    second.clear('')
    one.deliver('drafts')
    expect(first.get('')).toBeUndefined()
    expect((await firstValueFrom(first.draft$('reply:b')))?.content).toBe('to b')
  })
})

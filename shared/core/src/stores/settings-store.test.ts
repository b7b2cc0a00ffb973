import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../policies/storage'
import { PRODUCT_NAME } from './product'
import { createSettingsStore, SETTINGS_STORAGE_KEY } from './settings-store'

describe('settings-storage', () => {
  it('starts from the spec defaults', () => {
    const settings = createSettingsStore({ storage: createMemoryStorage() }).get()
    expect(settings.appearance.theme).toBe(PRODUCT_NAME)
    expect(settings.content.blurNSFW).toBe(true)
    expect(settings.content.maxFollowDistanceForReplies).toBe(5)
    expect(settings.content.showReactionCounts).toBe(true)
    expect(Object.values(settings.notifications.preferences)).toEqual([true, true, true, true, true, true])
    expect(settings.network).toMatchObject({ webrtcMaxOutbound: 5, webrtcMaxInbound: 5, webrtcLogLevel: 'info', p2pOnlyMode: false })
    expect(Object.keys(settings)).toEqual(['appearance', 'content', 'imgproxy', 'notifications', 'network', 'desktop', 'debug', 'legal'])
    expect(Object.keys(settings.imgproxy)).toEqual(['url', 'key', 'salt', 'enabled', 'fallbackToOriginal'])
    expect(Object.keys(settings.legal)).toEqual(['tosAccepted', 'tosAcceptedVersion'])
  })

  it('turns reaction counts off by default on touch devices', () => {
    const settings = createSettingsStore({ storage: createMemoryStorage(), isTouchDevice: true }).get()
    expect(settings.content.showReactionCounts).toBe(false)
  })

  it('survives a reload under the settings-storage key', () => {
    const storage = createMemoryStorage()
    createSettingsStore({ storage }).updateGroup('appearance', { theme: 'dark', singleColumnLayout: true })
    const raw = JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY)!)
    expect(raw.version).toBe(1)
    expect(raw.state.appearance.theme).toBe('dark')
    const reloaded = createSettingsStore({ storage }).get()
    expect(reloaded.appearance).toMatchObject({ theme: 'dark', singleColumnLayout: true, showRightColumn: true })
  })

  it('fills fields added since the save with their defaults', () => {
    const storage = createMemoryStorage()
    storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ version: 1, state: { content: { blurNSFW: false } } }))
    const settings = createSettingsStore({ storage }).get()
    expect(settings.content.blurNSFW).toBe(false)
    expect(settings.content.maxFollowDistanceForReplies).toBe(5)
    expect(settings.appearance.theme).toBe(PRODUCT_NAME)
  })

  it('emits a selected group only when that group changes', () => {
    const store = createSettingsStore({ storage: createMemoryStorage() })
    const seen: boolean[] = []
    store.select('desktop').subscribe((desktop) => seen.push(desktop.startOnBoot))
    store.updateGroup('legal', { tosAccepted: true })
    store.updateGroup('desktop', { startOnBoot: true })
    expect(seen).toEqual([false, true])
  })
})

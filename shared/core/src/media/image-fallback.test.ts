import { describe, expect, it } from 'vitest'
import { IMAGE_FALLBACK_MS, fallbackDueAt, imageSrc, nextImageState, startImage } from './image-fallback'

const original = 'https://cdn.example/a.png'
const proxied = 'https://imgproxy.example/sig/rs:fill:40:40/dpr:2/abc'

describe('image fallback', () => {
  it('shows the proxied image and keeps it when it loads in time', () => {
    let state = startImage(original, proxied, 1000, true)
    expect(imageSrc(state)).toBe(proxied)
    expect(fallbackDueAt(state)).toBe(1000 + IMAGE_FALLBACK_MS)
    state = nextImageState(state, { type: 'tick', now: 2999 })
    expect(imageSrc(state)).toBe(proxied)
    state = nextImageState(state, { type: 'load' })
    expect(nextImageState(state, { type: 'tick', now: 10_000 })).toBe(state)
    expect(imageSrc(state)).toBe(proxied)
  })

  it('switches to the original after 2 s without load when fallback is allowed', () => {
    let state = startImage(original, proxied, 1000, true)
    state = nextImageState(state, { type: 'tick', now: 3000 })
    expect(imageSrc(state)).toBe(original)
    expect(fallbackDueAt(state)).toBeNull()
  })

  it('keeps waiting on the proxy when fallback is not allowed, and fails on error', () => {
    let state = startImage(original, proxied, 1000, false)
    expect(fallbackDueAt(state)).toBeNull()
    state = nextImageState(state, { type: 'tick', now: 60_000 })
    expect(imageSrc(state)).toBe(proxied)
    expect(imageSrc(nextImageState(state, { type: 'error' }))).toBeNull()
  })

  it('falls back on a proxy error, and gives up when the original fails too', () => {
    let state = nextImageState(startImage(original, proxied, 0, true), { type: 'error' })
    expect(imageSrc(state)).toBe(original)
    state = nextImageState(state, { type: 'error' })
    expect(state.status).toBe('failed')
    expect(imageSrc(state)).toBeNull()
  })

  it('starts on the original when it was not proxied', () => {
    const state = startImage(original, original, 0, true)
    expect(imageSrc(state)).toBe(original)
    expect(fallbackDueAt(state)).toBeNull()
  })
})

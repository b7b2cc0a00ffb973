/** Spec 3 §9 'Files': fall back to the original after 2 s without load, if fallback is allowed. */
export const IMAGE_FALLBACK_MS = 2000

/** Which URL an image shows: the proxied one, then possibly the original, ending loaded or failed. */
export interface ImageSourceState {
  readonly original: string
  readonly proxied: string
  readonly showing: 'proxied' | 'original'
  readonly status: 'loading' | 'loaded' | 'failed'
  /** When the current URL started loading (ms). */
  readonly since: number
  readonly fallbackAllowed: boolean
}

/** What happened to the image: it loaded, it failed, or time passed (a timer firing at `fallbackDueAt`). */
export type ImageLoadEvent = { type: 'load' } | { type: 'error' } | { type: 'tick'; now: number }

/** Starts on the proxied URL (or straight on the original when it was not proxied). */
export function startImage(original: string, proxied: string, now: number, fallbackAllowed: boolean): ImageSourceState {
  const showing = proxied && proxied !== original ? 'proxied' : 'original'
  return { original, proxied: proxied || original, showing, status: 'loading', since: now, fallbackAllowed }
}

/** The next state after a load event, error or clock tick. */
export function nextImageState(state: ImageSourceState, event: ImageLoadEvent): ImageSourceState {
  if (state.status !== 'loading') return state
  if (event.type === 'load') return { ...state, status: 'loaded' }
  const onProxy = state.showing === 'proxied'
  if (event.type === 'error') {
    return onProxy && state.fallbackAllowed ? toOriginal(state, state.since) : { ...state, status: 'failed' }
  }
  const due = fallbackDueAt(state)
  return due !== null && event.now >= due ? toOriginal(state, event.now) : state
}

/** When a tick should be sent to switch to the original, or null when no switch is pending. */
export function fallbackDueAt(state: ImageSourceState): number | null {
  const waiting = state.status === 'loading' && state.showing === 'proxied' && state.fallbackAllowed
  return waiting ? state.since + IMAGE_FALLBACK_MS : null
}

/** The URL to put in `src`, or null once every option failed. */
export function imageSrc(state: ImageSourceState): string | null {
  if (state.status === 'failed') return null
  return state.showing === 'proxied' ? state.proxied : state.original
}

function toOriginal(state: ImageSourceState, now: number): ImageSourceState {
  return { ...state, showing: 'original', status: 'loading', since: now }
}

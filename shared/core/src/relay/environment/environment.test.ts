import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../test-support/manual-clock'
import { browserEnvironment, type EnvironmentSignal } from './relay-environment'
import { startSleepDetector } from './sleep-detector'

function fakeTargets() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState })
  const win = new EventTarget()
  return { doc, win, targets: { document: doc, window: win, navigator: { maxTouchPoints: 5 } } as never }
}

describe('browserEnvironment', () => {
  it('signals foreground when the page becomes visible and online when the network returns', () => {
    const { doc, win, targets } = fakeTargets()
    const signals: EnvironmentSignal[] = []
    const stop = browserEnvironment(targets).subscribe((signal) => signals.push(signal))
    doc.dispatchEvent(new Event('visibilitychange')) // hidden: nothing
    doc.visibilityState = 'visible'
    doc.dispatchEvent(new Event('visibilitychange'))
    win.dispatchEvent(new Event('online'))
    stop()
    win.dispatchEvent(new Event('online'))
    expect(signals).toEqual(['foreground', 'online'])
  })

  it('ignores the foreground on devices without touch', () => {
    const { doc, targets } = fakeTargets()
    const signals: EnvironmentSignal[] = []
    browserEnvironment({ ...(targets as object), navigator: { maxTouchPoints: 0 } }).subscribe((signal) => signals.push(signal))
    doc.visibilityState = 'visible'
    doc.dispatchEvent(new Event('visibilitychange'))
    expect(signals).toEqual([])
  })
})

describe('sleep detector', () => {
  it('checks every 10 s and reports a gap above 15 s as sleep', () => {
    const manual = createManualClock()
    let slept = 0
    const clock = { ...manual, now: () => manual.now() + slept }
    const sleeps: number[] = []
    const stop = startSleepDetector(clock, () => sleeps.push(clock.now()))
    manual.advance(60_000) // awake: checks every 10 s, no gap
    expect(sleeps).toEqual([])
    expect(manual.pendingDelays()).toEqual([10_000])
    slept = 5_000 // a 15 s gap is not yet sleep
    manual.advance(10_000)
    expect(sleeps).toEqual([])
    slept = 5_001 + 5_000 // the next check comes 15.001 s after the last one
    manual.advance(10_000)
    expect(sleeps).toHaveLength(1)
    stop()
    expect(manual.pendingDelays()).toEqual([])
  })
})

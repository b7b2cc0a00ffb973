import { describe, expect, it } from 'vitest'
import { createManualEnvironment, type EnvironmentSignal } from '../relay/environment'
import { createManualClock } from '../test-support/manual-clock'
import { createAuthBroker } from './auth-broker'
import { createPoolProxy, type ClientPort } from './pool-proxy'
import type { ClientMessage } from './protocol'
import type { HostPort } from './relay-host'

describe('foreground and network signals reach the worker pool', () => {
  it('the tab forwards its environment signals until the pool is closed', () => {
    const posted: ClientMessage[] = []
    const port: ClientPort = { postMessage: (message: ClientMessage) => posted.push(message), onmessage: null } as unknown as ClientPort
    const page = createManualEnvironment()
    const pool = createPoolProxy(port, { relays: [], environment: page })
    page.emit('foreground')
    page.emit('online')
    pool.close()
    page.emit('foreground')
    const signals = posted.filter((message) => message.type === 'environment')
    expect(signals).toEqual([
      { type: 'environment', signal: 'foreground' },
      { type: 'environment', signal: 'online' },
    ])
  })

  it('the worker side hands them to the pool environment and not to the relay host', () => {
    const received: EnvironmentSignal[] = []
    const broker = createAuthBroker({ clock: createManualClock(), onEnvironment: (signal) => received.push(signal) })
    const seenByHost: ClientMessage[] = []
    const tab: HostPort = { postMessage: () => {}, onmessage: null }
    broker.attach(tab, (port) => {
      port.onmessage = ({ data }) => seenByHost.push(data)
      return () => {}
    })
    tab.onmessage?.({ data: { type: 'environment', signal: 'foreground' } } as MessageEvent)
    expect(received).toEqual(['foreground'])
    expect(seenByHost).toEqual([])
  })
})

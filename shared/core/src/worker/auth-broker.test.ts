import { describe, expect, it } from 'vitest'
import { createManualClock } from '../test-support/manual-clock'
import { createAuthor } from '../test-support/test-relay'
import { createAuthBroker } from './auth-broker'
import { createPoolProxy, type ClientPort } from './pool-proxy'
import { AUTH_SIGN_TIMEOUT_MS, type ClientMessage, type HostMessage } from './protocol'
import type { HostPort } from './relay-host'

const template = { kind: 22242, created_at: 1_700_000_000, tags: [['challenge', 'c-1']], content: '' }

/** A tab's port as the host sees it: `send` plays the tab, `received` is what the host posted. */
function fakeTab() {
  const received: HostMessage[] = []
  const port: HostPort = { postMessage: (message) => received.push(message), onmessage: null }
  const send = (message: ClientMessage) => port.onmessage?.({ data: message })
  const asked = () => received.filter((message) => message.type === 'sign-auth')
  return { port, send, received, asked }
}

/** A relay host stand-in that records what reaches it. */
function fakeHost() {
  const seen: ClientMessage[] = []
  const attach = (port: HostPort) => {
    port.onmessage = ({ data }) => seen.push(data)
    return () => (port.onmessage = null)
  }
  return { seen, attach }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('auth broker (worker side of NIP-42)', () => {
  it('fails at once with "Signer required" when no tab registered a signer', async () => {
    const broker = createAuthBroker({ clock: createManualClock() })
    const tab = fakeTab()
    broker.attach(tab.port, fakeHost().attach)
    await expect(broker.sign(template)).rejects.toThrow('Signer required')
    expect(tab.asked()).toEqual([])
  })

  it('asks the most recently active signing tab, resolves with its event, and keeps auth messages from the host', async () => {
    const broker = createAuthBroker({ clock: createManualClock() })
    const host = fakeHost()
    const [a, b, c] = [fakeTab(), fakeTab(), fakeTab()]
    for (const tab of [a, b, c]) broker.attach(tab.port, host.attach)
    a.send({ type: 'signer', available: true })
    b.send({ type: 'signer', available: true })
    b.send({ type: 'req', sub: 1, filters: [{ kinds: [4] }] })
    a.send({ type: 'stats', call: 1 })
    c.send({ type: 'req', sub: 1, filters: [{ kinds: [4] }] }) // latest, but cannot sign
    const signed = broker.sign(template)
    expect(a.asked()).toEqual([])
    const [request] = b.asked() as Extract<HostMessage, { type: 'sign-auth' }>[]
    expect(request.template).toEqual(template)
    const event = createAuthor().sign(template)
    a.send({ type: 'signed-auth', requestId: request.requestId, event: { ...event, content: 'forged' } }) // not asked: ignored
    b.send({ type: 'signed-auth', requestId: request.requestId, event })
    await expect(signed).resolves.toEqual(event)
    expect(host.seen.map((message) => message.type)).toEqual(['req', 'stats', 'req'])
  })

  it('fails after the timeout when the tab never answers, and when the tab goes away', async () => {
    const clock = createManualClock()
    const broker = createAuthBroker({ clock })
    const silent = fakeTab()
    broker.attach(silent.port, fakeHost().attach)
    silent.send({ type: 'signer', available: true })
    const late = broker.sign(template)
    clock.advance(AUTH_SIGN_TIMEOUT_MS - 1)
    await tick()
    clock.advance(1)
    await expect(late).rejects.toThrow(`Signer did not answer in ${AUTH_SIGN_TIMEOUT_MS}ms`)
    const leaving = broker.sign(template)
    silent.send({ type: 'bye' })
    await expect(leaving).rejects.toThrow('The tab went away')
    await expect(broker.sign(template)).rejects.toThrow('Signer required')
  })
})

describe('pool proxy (tab side of NIP-42)', () => {
  function proxyPort() {
    const sent: ClientMessage[] = []
    const port: ClientPort = { postMessage: (message) => sent.push(message), onmessage: null }
    return { port, sent, ask: (requestId: number) => port.onmessage?.({ data: { type: 'sign-auth', requestId, template } }) }
  }

  it('registers its signer and answers with the signed event', async () => {
    const { port, sent, ask } = proxyPort()
    const author = createAuthor()
    createPoolProxy(port, { relays: [], authSigner: async (t) => author.sign(t) })
    expect(sent).toContainEqual({ type: 'signer', available: true })
    ask(7)
    await tick()
    expect(sent.at(-1)).toMatchObject({ type: 'signed-auth', requestId: 7, event: { kind: 22242, pubkey: author.pubkey, id: author.sign(template).id } })
  })

  it('without a signer answers "Signer required" and registers nothing', async () => {
    const { port, sent, ask } = proxyPort()
    createPoolProxy(port, { relays: [] })
    ask(3)
    await tick()
    expect(sent.some((message) => message.type === 'signer')).toBe(false)
    expect(sent.at(-1)).toEqual({ type: 'sign-auth-failed', requestId: 3, error: 'Signer required' })
  })
})

import { BehaviorSubject, Subject } from 'rxjs'
import type { PeerState } from '../peer-connection'
import type { PeerLink } from './blob-messages'

type Inbox = Subject<{ from: PeerLink; message: Record<string, unknown> | ArrayBuffer }>

export interface TestLink extends PeerLink {
  /** What this side sent: parsed JSON objects and binary frames. */
  sent: Array<Record<string, unknown> | ArrayBuffer>
  /** Bytes the test pretends are still queued in the channel. */
  buffered: number
  connection: PeerLink['connection'] & { state: PeerState }
}

/**
 * Two browsers' views of each other, joined in memory (the protocol logic; WebRTC itself is in the e2e): `a.link` is
 * how a sees b (sending on it reaches b's `inbox`), `b.link` how b sees a. Messages cross as JSON text and copied
 * buffers, a microtask later, as on a real channel.
 */
export function linkPair() {
  const inboxes = { a: new Subject() as Inbox, b: new Subject() as Inbox }
  const links = {} as { a: TestLink; b: TestLink }
  const make = (side: 'a' | 'b'): TestLink => {
    const other = side === 'a' ? 'b' : 'a'
    const deliver = (message: Record<string, unknown> | ArrayBuffer) => queueMicrotask(() => inboxes[other].next({ from: links[other], message }))
    const link: TestLink = {
      record: { short: `${other}-peer` },
      sent: [],
      buffered: 0,
      connection: {
        state: 'connected',
        send(message) {
          if (link.connection.state !== 'connected') return false
          const copy = typeof message === 'string' ? (JSON.parse(message) as Record<string, unknown>) : message.slice(0)
          link.sent.push(copy)
          deliver(copy)
          return true
        },
        bufferedAmount: () => link.buffered,
      },
      session: { sendJson: (message) => link.connection.send(JSON.stringify(message)) },
    }
    return link
  }
  links.a = make('a')
  links.b = make('b')
  const connected = { a: new BehaviorSubject<PeerLink[]>([links.a]), b: new BehaviorSubject<PeerLink[]>([links.b]) }
  return {
    a: { link: links.a, inbox: inboxes.a.asObservable(), connected$: connected.a },
    b: { link: links.b, inbox: inboxes.b.asObservable(), connected$: connected.b },
  }
}

/** Lets queued microtasks and promise chains run. */
export async function settle(times = 10) {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

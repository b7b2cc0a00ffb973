import type { NostrEvent } from '../nostr-types'
import type { EventTemplate } from '../signers/signer-types'
import { ZAP_RELAYS_MAX } from './zap-rules'

export interface ZapRequestInput {
  recipient: string
  /** The zapped event, when a note (not only a user) is zapped. */
  event?: Pick<NostrEvent, 'id' | 'kind' | 'pubkey' | 'tags'>
  millisats: number
  comment: string
  /** Where the receipt should be published (capped at 4). */
  relays: readonly string[]
  /** The recipient's lnurl (bech32), NIP-57's recommended `lnurl` tag. */
  lnurl?: string
  createdAt: number
}

/** The `a` coordinate of an addressable event (NIP-57: zaps to addressable events name it). */
function coordinate(event: NonNullable<ZapRequestInput['event']>): string | undefined {
  if (event.kind < 30000 || event.kind >= 40000) return undefined
  const d = event.tags.find((tag) => tag[0] === 'd')?.[1] ?? ''
  return `${event.kind}:${event.pubkey}:${d}`
}

/** A NIP-57 zap request (kind 9734), unsigned: relays, amount, lnurl, p, and e / a / k for a zapped event. */
export function zapRequestTemplate(input: ZapRequestInput): EventTemplate {
  const { event } = input
  const address = event && coordinate(event)
  const tags = [
    ['relays', ...input.relays.slice(0, ZAP_RELAYS_MAX)],
    ['amount', String(input.millisats)],
    ...(input.lnurl ? [['lnurl', input.lnurl]] : []),
    ['p', input.recipient],
    ...(event ? [['e', event.id], ...(address ? [['a', address]] : []), ['k', String(event.kind)]] : []),
  ]
  return { kind: 9734, content: input.comment, tags, created_at: input.createdAt }
}

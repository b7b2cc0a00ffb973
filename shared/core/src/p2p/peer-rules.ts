import type { NostrEvent } from '../nostr-types'
import { PEER_TEXTS, RELAY_MAX_AGE_S } from './p2p-constants'

/** How a peer's user stands to us: our own device, a mutual follow, and their follow distance from us. */
export interface Relationship {
  isOwn: boolean
  isMutual: boolean
  distance: number
}

export interface PeerQuotas {
  inbound: number
  outbound: number
  maxInbound: number
  maxOutbound: number
  connectToOwnDevices: boolean
}

export type OfferDecision = { accept: true } | { accept: false; reason: string }

const GIFT_WRAP_KIND = 1059

/**
 * Spec 3 §5: offers only from own devices or mutual follows (distance 1 or the root), and only while the inbound quota
 * has room; own devices, when connecting to them is on, bypass the quota.
 */
export function decideOffer(peer: Relationship, quotas: PeerQuotas): OfferDecision {
  if (peer.isOwn && !quotas.connectToOwnDevices) return { accept: false, reason: 'Connecting to own devices is off' }
  if (!peer.isOwn && !(peer.isMutual && peer.distance <= 1)) return { accept: false, reason: PEER_TEXTS.nonMutual }
  if (!peer.isOwn && quotas.inbound >= quotas.maxInbound) return { accept: false, reason: PEER_TEXTS.inboundFull }
  return { accept: true }
}

/** On a hello: connect to own devices (when on) and to mutual follows while the outbound quota has room. */
export function shouldConnect(peer: Relationship, quotas: PeerQuotas): boolean {
  if (peer.isOwn) return quotas.connectToOwnDevices
  return peer.isMutual && peer.distance <= 1 && quotas.outbound < quotas.maxOutbound
}

/** When both sides could initiate, the one with the smaller uuid does (spec 3 §4). */
export const initiates = (myUuid: string, theirUuid: string) => myUuid < theirUuid

/** The user confirms every peer connection except with their own devices. */
export const needsConfirmation = (peer: Relationship) => !peer.isOwn

/** Spec 3 §5: relayed only if not a gift wrap, the author within distance 2 and not muted, and not older than 60 s. */
export function mayRelay(event: NostrEvent, author: { distance: number; muted: boolean }, nowSeconds: number): boolean {
  if (event.kind === GIFT_WRAP_KIND || author.muted || author.distance > 2) return false
  return event.created_at >= nowSeconds - RELAY_MAX_AGE_S
}

/** Stored events answering a peer's REQ: the same rules but age (the peer asked for them). */
export function mayServe(event: NostrEvent, author: { distance: number; muted: boolean }): boolean {
  return event.kind !== GIFT_WRAP_KIND && !author.muted && author.distance <= 2
}

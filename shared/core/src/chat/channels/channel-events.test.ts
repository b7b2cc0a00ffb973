import { describe, expect, it } from 'vitest'
import type { NostrEvent } from '../../nostr-types'
import { channelMessageOf, channelOf, readChannelMetadata } from './channel-events'

const event = (over: Partial<NostrEvent>): NostrEvent => ({ id: 'a'.repeat(64), pubkey: 'b'.repeat(64), kind: 40, content: '{}', tags: [], created_at: 10, sig: '', ...over })

describe('NIP-28 events as read', () => {
  it('reads metadata defensively: not JSON is null, a script URL is no picture, long names are cut', () => {
    expect(readChannelMetadata('{not json')).toBeNull()
    expect(readChannelMetadata('[1]')).toBeNull()
    expect(readChannelMetadata(JSON.stringify({ name: 'x'.repeat(500), picture: 'javascript:alert(1)', relays: ['wss://ok.example', 'https://not-a-relay.example', 42] }))).toEqual({ name: 'x'.repeat(100), about: '', picture: '', relays: ['wss://ok.example/'] })
  })

  it('applies only the creator’s newest kind 41 for that channel', () => {
    const creation = event({ content: JSON.stringify({ name: 'Old' }) })
    const edit = (pubkey: string, name: string, created_at: number) => event({ id: created_at.toString().padStart(64, '0'), kind: 41, pubkey, created_at, content: JSON.stringify({ name }), tags: [['e', creation.id, '', 'root']] })
    expect(channelOf(creation, [edit('c'.repeat(64), 'Hijacked', 30), edit(creation.pubkey, 'Newer', 20), edit(creation.pubkey, 'Older', 15)])?.name).toBe('Newer')
  })

  it('reads a kind 42’s channel (root marker, else first e) and reply', () => {
    const reply = event({ kind: 42, tags: [['e', 'c'.repeat(64), '', 'reply'], ['e', 'd'.repeat(64), '', 'root']] })
    expect(channelMessageOf(reply)).toMatchObject({ channelId: 'd'.repeat(64), replyTo: 'c'.repeat(64) })
    expect(channelMessageOf(event({ kind: 42, tags: [['e', 'd'.repeat(64)]] }))?.channelId).toBe('d'.repeat(64))
    expect(channelMessageOf(event({ kind: 42, tags: [] }))).toBeNull()
  })
})

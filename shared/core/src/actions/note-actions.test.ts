import { filter, firstValueFrom } from 'rxjs'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { NostrEvent } from '../nostr-types'



import { createAuthor, type TestAuthor } from '../test-support/test-relay'
import { ACTION_ERRORS, type NoteActions } from './action-types'
import { createNoteActions } from './note-actions'
import { sessionOf, useRelayPool } from '../test-support/relay-pool-fixture'

const fixture = useRelayPool()
let actions: NoteActions | undefined

afterEach(() => actions?.dispose())

function actionsFor(author: TestAuthor | null) {
  const session$ = sessionOf(author)
  actions = createNoteActions({ pool: fixture.pool, session$, sign: async (template) => author!.sign(template) })
  return actions
}

const onRelay = async (id: string) => (await fixture.pool.query([{ ids: [id] }]))[0]

describe('note actions against the local relay', () => {
  const author = createAuthor()
  let note: NostrEvent
  beforeAll(async () => {
    note = author.sign({ kind: 1, content: 'hello' })
    await fixture.pool.publish(note)
    await onRelay(note.id) // the pool now knows the relay the note is on
  })

  it('like publishes kind 7 "+" with e (relay hint, author), p (relay hint) and k tags, the hint where the pool saw the note', async () => {
    const me = createAuthor()
    const like = await actionsFor(me).react(note)
    const stored = await onRelay(like.id)
    const relay = `${fixture.relay.url}/`
    expect(stored).toMatchObject({ kind: 7, content: '+', pubkey: me.pubkey })
    expect(stored!.tags).toEqual([['e', note.id, relay, author.pubkey], ['p', author.pubkey, relay], ['k', '1']])
  })

  it('a repost of a note seen on no known relay names the first default relay and puts the note there (NIP-18 MUST)', async () => {
    const unseen = createAuthor().sign({ kind: 1, content: 'seen nowhere' })
    const relay = `${fixture.relay.url}/`
    const reposter = createAuthor()
    const withFallback = createNoteActions({
      pool: fixture.pool,
      session$: sessionOf(reposter),
      sign: async (template) => reposter.sign(template),
      hints: { forEvent: async () => [] },
      defaultRelays: () => [relay],
    })
    const repost = await withFallback.repost(unseen)
    expect(repost.tags[0]).toEqual(['e', unseen.id, relay])
    expect((await onRelay(unseen.id))?.content).toBe('seen nowhere')
    withFallback.dispose()
  })

  it('takes relay hints from the hints service when given one', async () => {
    const hinted = createNoteActions({
      pool: fixture.pool,
      session$: sessionOf(createAuthor()),
      sign: async (template) => createAuthor().sign(template),
      hints: { forEvent: async () => ['wss://hinted.example/', 'wss://second.example/'] },
    })
    expect((await hinted.repost(note)).tags[0]).toEqual(['e', note.id, 'wss://hinted.example/'])
    hinted.dispose()
  })

  it('an emoji reaction on another kind carries k, the copied expiration and the custom emoji tag', async () => {
    const expiresAt = String(Math.floor(Date.now() / 1000) + 3600)
    const article = author.sign({ kind: 30023, content: 'long read', tags: [['d', 'a'], ['expiration', expiresAt], ['emoji', 'party', 'https://e.x/p.png']] })
    await fixture.pool.publish(article)
    const reaction = await actionsFor(createAuthor()).react(article, { content: ':party:', emoji: { shortcode: 'party', url: 'https://e.x/p.png' } })
    const stored = await onRelay(reaction.id)
    expect(stored!.content).toBe(':party:')
    expect(stored!.tags).toEqual([['e', article.id], ['a', `30023:${author.pubkey}:a`], ['p', author.pubkey], ['k', '30023'], ['expiration', expiresAt], ['emoji', 'party', 'https://e.x/p.png']])
  })

  it('repost is kind 6 with the note JSON and the relay it was seen on for a kind 1, kind 16 with k otherwise', async () => {
    const social = actionsFor(createAuthor())
    const repost = await onRelay((await social.repost(note)).id)
    const relay = `${fixture.relay.url}/`
    expect(repost!.kind).toBe(6)
    expect(JSON.parse(repost!.content)).toEqual(note)
    expect(repost!.tags).toEqual([['e', note.id, relay], ['p', author.pubkey, relay]])

    const picture = author.sign({ kind: 20, content: 'a picture' })
    const generic = await onRelay((await social.repost(picture)).id)
    expect(generic!.kind).toBe(16)
    expect(generic!.tags).toContainEqual(['k', '20'])
    expect(JSON.parse(generic!.content).id).toBe(picture.id)
  })

  it('deletion request is kind 5 with e and k tags, for the author only', async () => {
    const own = author.sign({ kind: 1, content: 'oops' })
    await fixture.pool.publish(own)
    const deletion = await actionsFor(author).requestDeletion(own)
    expect(deletion.kind).toBe(5)
    expect(deletion.tags).toEqual([['e', own.id], ['k', '1']])
    await expect(actionsFor(createAuthor()).requestDeletion(note)).rejects.toThrow(ACTION_ERRORS.notOwner)
  })

  it('undo repost deletes our own repost (NIP-09 kind 5 naming it and its kind), the relay drops it and the count at once', async () => {
    const me = createAuthor()
    const social = actionsFor(me)
    const watching = social.summary$(note.id).subscribe()
    const repost = await social.repost(note)
    const deletion = await social.undoRepost(note)
    expect(deletion).toMatchObject({ kind: 5, pubkey: me.pubkey, tags: [['e', repost.id], ['k', '6']] })
    expect(await onRelay(repost.id)).toBeUndefined() // @nostr-relay/core acts on the deletion (and keeps no copy of it)
    const summary = await firstValueFrom(social.summary$(note.id))
    expect(summary.reposts.some((item) => item.pubkey === me.pubkey)).toBe(false)
    await expect(social.undoRepost(note)).rejects.toThrow(ACTION_ERRORS.noRepost)
    watching.unsubscribe()
  })

  it('report is NIP-56 kind 1984 with p and e tags carrying the type, and the reason and details as plain text', async () => {
    const report = await actionsFor(createAuthor()).report({ reason: 'Illegal Material', pubkey: author.pubkey, eventId: note.id, details: ' bad ' })
    const stored = await onRelay(report.id)
    expect(stored!.kind).toBe(1984)
    expect(stored!.tags).toEqual([['p', author.pubkey, 'illegal'], ['e', note.id, 'illegal']])
    expect(stored!.content).toBe('Illegal Material: bad')

    const userOnly = await actionsFor(createAuthor()).report({ reason: 'Spam', pubkey: author.pubkey })
    expect(userOnly.tags).toEqual([['p', author.pubkey, 'spam']])
  })

  it('rejects a blank report target, a missing reason and a signed-out user', async () => {
    const social = actionsFor(createAuthor())
    await expect(social.report({ reason: 'Spam', pubkey: ' ' })).rejects.toThrow(ACTION_ERRORS.invalidPubkey)
    await expect(social.report({ reason: '' as 'Spam', pubkey: author.pubkey })).rejects.toThrow(ACTION_ERRORS.invalidReason)
    await expect(actionsFor(null).react(note)).rejects.toThrow(ACTION_ERRORS.noUser)
  })

  it('rebroadcast sends a fetched event to the relays again', async () => {
    const elsewhere = author.sign({ kind: 1, content: 'from another relay' })
    await actionsFor(null).rebroadcast(elsewhere)
    expect((await onRelay(elsewhere.id))?.content).toBe('from another relay')
  })

  it('an own like is counted at once, before the relays answer', async () => {
    const me = createAuthor()
    const social = actionsFor(me)
    const seen: number[] = []
    const watching = social.summary$(note.id).subscribe((summary) => seen.push(summary.likes.length))
    await social.react(note)
    expect(seen.at(-1)).toBeGreaterThanOrEqual(1)
    const summary = await firstValueFrom(social.summary$(note.id).pipe(filter((s) => s.likes.some((like) => like.pubkey === me.pubkey))))
    expect(summary.likes.filter((like) => like.pubkey === me.pubkey)).toHaveLength(1)
    watching.unsubscribe()
  })
})

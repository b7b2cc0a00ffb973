import { describe, expect, it } from 'vitest'
import type { EventTemplate } from '../signers'
import { validateEvent } from '../test-support/event-schemas'
import { createAuthor } from '../test-support/test-relay'
import { deletionTemplate, reactionTemplate, reportContent, reportTemplate, repostTemplate } from './action-templates'

const author = createAuthor()
const me = createAuthor()
const RELAY = 'wss://relay.example.com/'
const NOW = 1_700_000_000
const note = author.sign({ kind: 1, content: 'hello', created_at: NOW - 60 })
const picture = author.sign({ kind: 20, content: 'sunset', tags: [['title', 'Sunset'], ['imeta', 'url https://x.example/a.jpg', 'm image/jpeg']] })
const listing = author.sign({ kind: 30402, content: 'bike', tags: [['d', 'bike-1'], ['title', 'Bike']] })

/** The template signed by a test key, with what the community schema says about it. */
async function signedAndChecked(template: EventTemplate) {
  const event = me.sign(template)
  return { event, errors: (await validateEvent(event)).errors }
}

describe('NIP-25 reaction', () => {
  it("follows NIP-25's example: e with relay hint and author, p with relay hint, k (also for kind 1)", async () => {
    const { event, errors } = await signedAndChecked(reactionTemplate(note, undefined, NOW, RELAY))
    expect(event).toMatchObject({ kind: 7, content: '+' })
    expect(event.tags).toEqual([['e', note.id, RELAY, author.pubkey], ['p', author.pubkey, RELAY], ['k', '1']])
    expect(errors).toEqual([])
  })

  it('adds the a tag of an addressable target, and leaves the hint out where none is known', async () => {
    const { event, errors } = await signedAndChecked(reactionTemplate(listing, { content: '🔥' }, NOW))
    expect(event.tags).toEqual([['e', listing.id], ['a', `30402:${author.pubkey}:bike-1`], ['p', author.pubkey], ['k', '30402']])
    expect(errors).toEqual([])
  })

  it('copies the expiration and adds the NIP-30 emoji tag of a custom emoji', async () => {
    const expiring = author.sign({ kind: 1, content: 'soon gone', tags: [['expiration', String(NOW + 99)]] })
    const choice = { content: ':soapbox:', emoji: { shortcode: 'soapbox', url: 'https://gleasonator.com/emoji/Gleasonator/soapbox.png' } }
    const { event, errors } = await signedAndChecked(reactionTemplate(expiring, choice, NOW, RELAY))
    expect(event.tags.slice(3)).toEqual([['expiration', String(NOW + 99)], ['emoji', 'soapbox', choice.emoji.url]])
    expect(errors).toEqual([])
  })
})

describe('NIP-18 repost', () => {
  it('reposts a kind 1 as kind 6: the e tag carries the relay URL (MUST), p the author, content the note JSON', async () => {
    const { event, errors } = await signedAndChecked(repostTemplate(note, NOW, RELAY))
    expect(event.kind).toBe(6)
    expect(event.tags).toEqual([['e', note.id, RELAY], ['p', author.pubkey, RELAY]])
    expect(JSON.parse(event.content)).toEqual(note)
    expect(errors).toEqual([])
  })

  it('reposts any other kind as a generic kind 16 with its k tag, and an addressable one with its a tag', async () => {
    const generic = await signedAndChecked(repostTemplate(picture, NOW, RELAY))
    expect(generic.event.kind).toBe(16)
    expect(generic.event.tags).toEqual([['e', picture.id, RELAY], ['p', author.pubkey, RELAY], ['k', '20']])
    expect(generic.errors).toEqual([])
    const addressable = await signedAndChecked(repostTemplate(listing, NOW, RELAY))
    expect(addressable.event.tags).toEqual([['e', listing.id, RELAY], ['a', `30402:${author.pubkey}:bike-1`, RELAY], ['p', author.pubkey, RELAY], ['k', '30402']])
    expect(addressable.errors).toEqual([])
  })

  it('is refused by the schema when no relay is known, as NIP-18 demands one', async () => {
    const { errors } = await signedAndChecked(repostTemplate(note, NOW))
    expect(errors).toEqual(['/tags: tags must include an e tag referencing the reposted event'])
  })
})

describe('NIP-56 report', () => {
  it("carries the type as the p tag's third entry and the user's words as plain text (NIP-56's first example)", async () => {
    const { event, errors } = await signedAndChecked(reportTemplate({ reason: 'Other', pubkey: author.pubkey }, NOW))
    expect(event).toMatchObject({ kind: 1984, content: 'Other', tags: [['p', author.pubkey, 'other']] })
    expect(errors).toEqual([])
  })

  it('a reported note gets an e tag with the type too (second example), details after the reason', async () => {
    const report = { reason: 'Illegal Material' as const, pubkey: author.pubkey, eventId: note.id, details: " He's insulting the king! " }
    const { event, errors } = await signedAndChecked(reportTemplate(report, NOW))
    expect(event.tags).toEqual([['p', author.pubkey, 'illegal'], ['e', note.id, 'illegal']])
    expect(event.content).toBe("Illegal Material: He's insulting the king!")
    expect(errors).toEqual([])
  })

  it('maps every reason to a NIP-56 type', () => {
    const types = (['Illegal Material', 'Harassment', 'Spam', 'Bot Activity', 'Other'] as const).map((reason) => reportTemplate({ reason, pubkey: 'p' }, NOW).tags[0][2])
    expect(types).toEqual(['illegal', 'profanity', 'spam', 'spam', 'other'])
    expect(reportContent({ reason: 'Spam', details: '  ' })).toBe('Spam')
  })
})

describe('NIP-09 deletion request', () => {
  it('names the note and its kind, and an addressable note by its coordinates too', async () => {
    const plainNote = await signedAndChecked(deletionTemplate(note, NOW))
    expect(plainNote.event.tags).toEqual([['e', note.id], ['k', '1']])
    expect(plainNote.errors).toEqual([])
    const addressable = await signedAndChecked(deletionTemplate(listing, NOW))
    expect(addressable.event.tags).toEqual([['e', listing.id], ['a', `30402:${author.pubkey}:bike-1`], ['k', '30402']])
    expect(addressable.errors).toEqual([])
  })
})

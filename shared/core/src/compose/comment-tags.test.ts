import { describe, expect, it } from 'vitest'
import { validateEvent } from '../test-support/event-schemas'
import { createAuthor } from '../test-support/test-relay'
import { commentTags, replyKindFor } from './comment-tags'

const author = createAuthor()
const commenter = createAuthor()
const RELAY = 'wss://example.relay/'

async function schemaErrors(tags: string[][]) {
  return (await validateEvent(commenter.sign({ kind: 1111, content: 'Great!', tags }))).errors
}

describe('NIP-22 comment tags', () => {
  it('a comment on a file (NIP-22 example): root E/K/P and parent e/k/p, both naming the file with relay and author', async () => {
    const file = author.sign({ kind: 1063, content: 'a file', tags: [['url', 'https://x.example/f.pdf']] })
    const tags = commentTags(file, { [file.id]: [RELAY] })
    expect(tags).toEqual([
      ['E', file.id, RELAY, author.pubkey], ['K', '1063'], ['P', author.pubkey, RELAY],
      ['e', file.id, RELAY, author.pubkey], ['k', '1063'], ['p', author.pubkey, RELAY],
    ])
    expect(await schemaErrors(tags)).toEqual([])
  })

  it('a comment on an article (NIP-22 example): root A, parent a and e (the version answered)', async () => {
    const article = author.sign({ kind: 30023, content: 'long read', tags: [['d', 'f9347ca7']] })
    const address = `30023:${author.pubkey}:f9347ca7`
    const tags = commentTags(article, { [article.id]: [RELAY] })
    expect(tags).toEqual([
      ['A', address, RELAY], ['K', '30023'], ['P', author.pubkey, RELAY],
      ['a', address, RELAY], ['e', article.id, RELAY, author.pubkey], ['k', '30023'], ['p', author.pubkey, RELAY],
    ])
    expect(await schemaErrors(tags)).toEqual([])
  })

  it('a reply to a comment (NIP-22 example) keeps the root scope and names the comment as parent with k 1111', async () => {
    const picture = author.sign({ kind: 20, content: 'sunset', tags: [['title', 'Sunset']] })
    const first = commenter.sign({ kind: 1111, content: 'Great picture!', tags: commentTags(picture, { [picture.id]: [RELAY] }) })
    const tags = commentTags(first, {})
    expect(tags).toEqual([
      ['E', picture.id, RELAY, author.pubkey], ['K', '20'], ['P', author.pubkey, RELAY],
      ['e', first.id, '', commenter.pubkey], ['k', '1111'], ['p', commenter.pubkey],
    ])
    expect(await schemaErrors(tags)).toEqual([])
  })

  it('keeps an external root scope (I) of the comment answered', () => {
    const podcast = commenter.sign({ kind: 1111, content: 'great episode', tags: [['I', 'podcast:item:guid:d98d', 'https://fountain.fm/episode/z1'], ['K', 'podcast:item:guid'], ['i', 'podcast:item:guid:d98d'], ['k', 'podcast:item:guid']] })
    expect(commentTags(podcast, {}).slice(0, 2)).toEqual([['I', 'podcast:item:guid:d98d', 'https://fountain.fm/episode/z1'], ['K', 'podcast:item:guid']])
  })

  it('a comment that names no root scope becomes the root itself, so the K and k tags NIP-22 requires are there', async () => {
    const stray = commenter.sign({ kind: 1111, content: 'no scope' })
    const tags = commentTags(stray, {})
    expect(tags.slice(0, 3)).toEqual([['E', stray.id, '', commenter.pubkey], ['K', '1111'], ['P', commenter.pubkey]])
    expect(await schemaErrors(tags)).toEqual([])
  })

  it('replies to kind 1 notes stay kind 1 (NIP-10); everything else gets a kind 1111 comment', () => {
    expect([1, 20, 21, 22, 1111, 9802, 30023, 30402].map((kind) => replyKindFor({ kind }))).toEqual([1, 1111, 1111, 1111, 1111, 1111, 1111, 1111])
  })
})

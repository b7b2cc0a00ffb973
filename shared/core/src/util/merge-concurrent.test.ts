import { describe, expect, it } from 'vitest'
import { mergeConcurrent } from './merge-concurrent'

describe('mergeConcurrent', () => {
  const base = { content: { blur: true, autoplay: true }, appearance: { theme: 'light' } }

  it('keeps both sides when they changed different fields of one group', () => {
    const ours = { ...base, content: { blur: false, autoplay: true } }
    const theirs = { ...base, content: { blur: true, autoplay: false } }
    expect(mergeConcurrent(base, ours, theirs)).toEqual({ content: { blur: false, autoplay: false }, appearance: { theme: 'light' } })
  })

  it('lets our change win a conflict on the same field, and takes theirs where we changed nothing', () => {
    const ours = { ...base, appearance: { theme: 'dark' } }
    const theirs = { content: { blur: false, autoplay: true }, appearance: { theme: 'sepia' } }
    expect(mergeConcurrent(base, ours, theirs)).toEqual({ content: { blur: false, autoplay: true }, appearance: { theme: 'dark' } })
  })

  it('keeps what each side added and drops what one side removed while the other left it alone', () => {
    const drafts = { '': { text: 'new note' }, 'reply:a': { text: 'old reply' } }
    const ours = { ...drafts, 'reply:b': { text: 'ours' } }
    const theirs = { '': { text: 'new note' }, 'reply:c': { text: 'theirs' } }
    expect(mergeConcurrent<Record<string, unknown>>(drafts, ours, theirs)).toEqual({ '': { text: 'new note' }, 'reply:b': { text: 'ours' }, 'reply:c': { text: 'theirs' } })
  })
})

import { describe, expect, it } from 'vitest'
import { createAuthor } from '../../test-support/test-relay'
import { frameProblem } from './frame-problem'

const note = createAuthor().sign({ content: 'ok' })

describe('frameProblem', () => {
  it('lets relay messages through and names what is wrong with the rest', () => {
    expect(frameProblem(JSON.stringify(['EVENT', 's', note]))).toBeNull()
    expect(frameProblem('["EOSE","s"]')).toBeNull()
    expect(frameProblem(new Uint8Array([1]))).toBe('binary frame')
    expect(frameProblem(`["NOTICE","${'x'.repeat(100)}"]`, 50)).toBe('oversized frame')
    expect(frameProblem('{not json')).toBe('malformed JSON or shape')
    expect(frameProblem('[42]')).toBe('malformed JSON or shape')
    expect(frameProblem(JSON.stringify(['EVENT', 's', { ...note, id: 'x' }]))).toBe('malformed EVENT')
    expect(frameProblem('["SPAM",1]')).toBe('unknown message type')
  })
})

import type { Filter } from '../../nostr-types'
import { isHex64 } from './event-shape'

const HEX_KEYS = ['ids', 'authors', '#e', '#p'] as const
const ADDRESS = /^(\d+):([0-9a-f]{64}):(.*)$/

/** Spec 3 §5 'Filters'. Returns why a filter list is invalid, or null when it is fine. */
export function findFilterProblem(filters: readonly Filter[]): string | null {
  if (!Array.isArray(filters) || filters.length === 0) return 'a subscription needs at least one filter'
  for (const filter of filters) {
    const problem = findProblemIn(filter)
    if (problem) return problem
  }
  return null
}

function findProblemIn(filter: Filter): string | null {
  if (typeof filter !== 'object' || filter === null) return 'a filter must be an object'
  const keys = Object.keys(filter).filter((key) => filter[key as keyof Filter] !== undefined)
  if (keys.length === 0 || (keys.length === 1 && keys[0] === 'limit')) return 'a filter must not be empty'
  if (filter.since !== undefined && filter.until !== undefined && filter.since > filter.until) {
    return 'since must not be after until'
  }
  for (const key of HEX_KEYS) {
    const values = filter[key]
    if (values !== undefined && !values.every(isHex64)) return `${key} values must be 64-character hex`
  }
  if (filter['#a'] && !filter['#a'].every(isAddress)) return '#a values must be kind:pubkey:identifier'
  if (filter['#t']?.some((tag) => tag.startsWith('#'))) return '#t values must not begin with #'
  return null
}

function isAddress(value: string): boolean {
  const match = ADDRESS.exec(value)
  if (!match) return false
  const kind = Number(match[1])
  return kind >= 30000 && kind <= 39999
}

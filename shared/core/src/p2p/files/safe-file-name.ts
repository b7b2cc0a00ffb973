/** Control characters (C0, DEL, C1), bidi overrides and isolates, zero-width marks and line/paragraph separators. */
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g
const MAX_NAME_LENGTH = 200

/**
 * A peer's file name made safe to show and to save as: its last path segment only (a name, never a path), no control or bidi
 * characters (a name cannot pose as another extension), no leading dots, at most 200 characters; 'file' when nothing is left.
 */
export function safeFileName(name: unknown): string {
  const text = typeof name === 'string' ? name : ''
  const lastSegment = text.replace(UNSAFE_CHARACTERS, '').split(/[/\\]/).filter(Boolean).pop() ?? ''
  const cleaned = lastSegment.replace(/:/g, '_').replace(/^[\s.]+/, '').trim()
  return [...cleaned].slice(0, MAX_NAME_LENGTH).join('') || 'file'
}

/** A file's size for people: 512 B, 1.5 KB, 5.0 MB (powers of 1024). */
export function humanSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(1)} ${units[unit]}`
}

import type { NostrEvent } from '@app/core';

/** A 64-char hex id made from a short label, for readable tests. */
export function hexId(label: string): string {
  return Array.from(label, (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('').padEnd(64, '0').slice(0, 64);
}

/** An unsigned kind 1 note with the given id label, 'e' tags and time: enough for the pure thread helpers. */
export function testNote(label: string, eTags: string[][] = [], createdAt = 1000): NostrEvent {
  return { id: hexId(label), pubkey: hexId('author'), kind: 1, created_at: createdAt, content: label, sig: '', tags: eTags };
}

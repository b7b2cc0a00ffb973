import { decodeNostrLink } from '@app/core';
import { decodeSegment, profileOfPath } from './profile-of-path';

/** The note a page shows: its id, and the author and relay hints its link carries. */
export interface NoteOfPath {
  id: string;
  author?: string;
  relays: string[];
}

/** Which of the path-dependent widgets a page gets. */
export interface PathWidgets {
  /** The profile the page shows (relevant people, follows). */
  viewed: string | null;
  /** The popular feed: everywhere but Home, which has its own popular column. */
  popular: boolean;
  /** The note the page shows ('More from this author'). */
  note: NoteOfPath | null;
}

/** Whether a path is Home ('/'). */
export function isHomePath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === '';
}

/** The note of a post page: /post/{note|nevent}, or /{note|nevent} with nothing after it; else null. */
export function noteOfPath(pathname: string): NoteOfPath | null {
  const parts = pathname.split('/').filter(Boolean);
  const segment = parts[0] === 'post' && parts.length === 2 ? parts[1] : parts.length === 1 ? parts[0] : undefined;
  if (!segment) return null;
  const decoded = decodeNostrLink(decodeSegment(segment));
  if (decoded.type !== 'event') return null;
  return { id: decoded.id, relays: decoded.relays, ...(decoded.author ? { author: decoded.author } : {}) };
}

/** The widgets a path shows besides the ones every page has (graph stats, network). */
export function widgetsOfPath(pathname: string): PathWidgets {
  return { viewed: profileOfPath(pathname), popular: !isHomePath(pathname), note: noteOfPath(pathname) };
}


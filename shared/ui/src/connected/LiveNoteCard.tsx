import type { NostrEvent } from '@app/core';
import { NoteCard } from '../index';
import { useProfile } from './useProfile';

/** A note with its author's profile, loaded through the core's batched profile loader. */
export function LiveNoteCard({ event }: { event: NostrEvent }) {
  const profile = useProfile(event.pubkey);
  return <NoteCard event={event} profile={profile} />;
}

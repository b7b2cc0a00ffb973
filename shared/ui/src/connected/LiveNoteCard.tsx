import { useNavigate } from 'react-router';
import { notePath, type NostrEvent } from '@app/core';
import { NoteCard } from '../nostr/NoteCard';
import { useProfile } from './useProfile';

/** A note with its author's profile (loaded through the core's batched loader); opening it shows the post page. */
export function LiveNoteCard({ event }: { event: NostrEvent }) {
  const profile = useProfile(event.pubkey);
  const navigate = useNavigate();
  return <NoteCard event={event} profile={profile} onOpen={() => navigate(notePath(event.id, { author: event.pubkey }))} />;
}

import { decodeNostrLink, getCore, hasCore, type Profile } from '@app/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { of } from 'rxjs';
import { useObservable } from '@app/ui';

/** `@npub1abcdefg…wxyz` for profiles, `note1abcdefg…wxyz` for events (same shape as core's shortNpub). */
export function mentionLabel(id: string): string {
  const isProfile = id.startsWith('npub') || id.startsWith('nprofile');
  const short = id.length > 20 ? `${id.slice(0, 11)}…${id.slice(-4)}` : id;
  return `${isProfile ? '@' : ''}${short}`;
}

/** A profile from the core when one is installed (plain views and tests run without); `hints`: an nprofile's relays. */
export function useOptionalProfile(pubkey: string | undefined, hints: readonly string[] = []): Profile | undefined {
  const hintList = hints.join(' ');
  const profile$ = useMemo(
    () => (pubkey && hasCore() ? getCore().profiles.profile$(pubkey, hintList ? hintList.split(' ') : []) : of(undefined)),
    [pubkey, hintList],
  );
  return useObservable(profile$, pubkey && hasCore() ? getCore().profiles.get(pubkey) : undefined);
}

function profileName(profile: Profile | undefined): string | undefined {
  const name = (profile?.display_name || profile?.name || '').trim();
  return name ? name.slice(0, 50) : undefined;
}

/** A nostr: mention as an in-app link; profiles show '@name' once their profile is known. */
export function MentionLink({ id }: { id: string }) {
  const decoded = useMemo(() => decodeNostrLink(id), [id]);
  const profile = useOptionalProfile(decoded.type === 'profile' ? decoded.pubkey : undefined, decoded.type === 'profile' ? decoded.relays : []);
  const name = profileName(profile);
  return <Link to={`/${id}`}>{name ? `@${name}` : mentionLabel(id)}</Link>;
}

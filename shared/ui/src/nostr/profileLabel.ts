import type { Profile } from '@app/core';
import { shortNpub } from './npub';

/** Name to show for a profile: display_name, then name, then a short npub. */
export function profileLabel(profile: Profile | undefined, pubkey: string): string {
  const candidates = [profile?.display_name, profile?.name];
  const named = candidates.map((value) => value?.trim()).find(Boolean);
  return named ?? shortNpub(pubkey);
}

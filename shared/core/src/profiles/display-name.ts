import { npubEncode } from '../links/encode-link'
import type { Profile } from './profile'

/** 'npub1abcdef…wxyz' style short form of a hex public key. */
export function shortNpub(pubkey: string): string {
  try {
    const npub = npubEncode(pubkey)
    return `${npub.slice(0, 11)}…${npub.slice(-4)}`
  } catch {
    return pubkey.slice(0, 8)
  }
}

/** display_name || name || short npub. */
export function displayName(profile: Pick<Profile, 'display_name' | 'name'> | undefined, pubkey: string): string {
  return profile?.display_name || profile?.name || shortNpub(pubkey)
}

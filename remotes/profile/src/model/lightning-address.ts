/** Spec 1: lightning addresses above 30 characters are shortened. */
export const LIGHTNING_DISPLAY_MAX = 30;

/** The address as shown in the header: at most 30 characters, then '...'. */
export function shortLightningAddress(address: string): string {
  return address.length > LIGHTNING_DISPLAY_MAX ? `${address.slice(0, LIGHTNING_DISPLAY_MAX)}...` : address;
}

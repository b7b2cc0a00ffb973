/** Deterministic hue (0–359) for a public key, so a missing avatar keeps one colour. */
export function avatarHue(pubkey: string): number {
  let hash = 0;
  for (const char of pubkey) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** First visible letter of a name, upper-cased, or '?'. */
export function avatarInitial(name: string | undefined): string {
  const letter = name?.trim().match(/[\p{L}\p{N}]/u)?.[0];
  return letter ? letter.toUpperCase() : '?';
}

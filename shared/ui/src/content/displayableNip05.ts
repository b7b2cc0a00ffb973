const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A NIP-05 name is shown only when it looks like an email address (spec 1 §5); `_@domain` shows as the domain. */
export function displayableNip05(nip05: string | undefined): string | null {
  if (!nip05 || !EMAIL_LIKE.test(nip05)) return null;
  return nip05.startsWith('_@') ? nip05.slice(2) : nip05;
}

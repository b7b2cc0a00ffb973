/** What the invalid-link page says, by what the link claims to be (spec 1 gives the profile's text verbatim). */
export interface InvalidLinkText {
  title: string;
  message: string;
}

const PROFILE: InvalidLinkText = { title: 'Invalid Profile Link', message: 'The profile link appears to be invalid.' };
const NOTE: InvalidLinkText = { title: 'Invalid Note Link', message: 'The note link appears to be invalid.' };
const ADDRESS: InvalidLinkText = { title: 'Invalid Link', message: 'The link to this article or listing appears to be invalid.' };

/** The texts for a link that did not decode: a note1/nevent1 is a note link, an naddr1 an address, else a profile. */
export function invalidLinkText(link: string): InvalidLinkText {
  const lower = link.toLowerCase();
  if (lower.startsWith('note1') || lower.startsWith('nevent1')) return NOTE;
  if (lower.startsWith('naddr1')) return ADDRESS;
  return PROFILE;
}

export { decodeNostrLink, type DecodedLink } from './decode-link';
export { npubEncode, profilePath, notePath, addressPath, eventPath } from './encode-link';
export type { LinkHints } from './link-hints';

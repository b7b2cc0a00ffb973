export { decodeNostrLink, type DecodedLink } from './decode-link';
export { npubEncode, profilePath, notePath, addressPath } from './encode-link';

export { decodeNostrLink, type DecodedLink } from './decode-link';
export { npubEncode, profilePath, notePath, addressPath } from './encode-link';
export { resolveNip05, type Nip05Pointer } from './resolve-nip05';

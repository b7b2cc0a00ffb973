export { createNameLookup, NAME_LOOKUP_TTL_MS, type NameLookup, type NameLookupOptions } from './name-lookup'
export { parseNip05Address, type Nip05Address } from './nip05-address'
export type { NamePointer } from './nip05-document'
export type { FetchLike } from './fetch-json'

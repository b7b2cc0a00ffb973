import type { NostrEvent } from '../nostr-types'

/** What scripts/schemas/event-schemas.mjs answers for one event. */
export interface SchemaResult {
  kind: number
  /** 'kind-7', or 'nip-01 note' for a kind without its own schema. */
  schema: string
  errors: string[]
}

const SCHEMAS_MODULE = new URL('../../../../scripts/schemas/event-schemas.mjs', import.meta.url).href

/** The @nostrability/schemata verdict on a signed event (the project's test tooling, loaded on first use). */
export async function validateEvent(event: NostrEvent): Promise<SchemaResult> {
  const schemas = (await import(/* @vite-ignore */ SCHEMAS_MODULE)) as { validateEvent(event: NostrEvent): SchemaResult }
  return schemas.validateEvent(event)
}

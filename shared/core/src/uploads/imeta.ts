/** Image facts computed before upload (spec 2 §3 Upload result metadata). */
export interface MediaMetadata {
  width: number
  height: number
  blurhash: string
}

/** NIP-92 imeta tag of an uploaded file: url, m, x, size, dim WxH, blurhash, alt. */
export function imetaTag(fields: { url: string; mime?: string; sha256?: string; size?: number; metadata?: MediaMetadata; alt?: string }): string[] {
  const tag = ['imeta', `url ${fields.url}`]
  if (fields.mime) tag.push(`m ${fields.mime}`)
  if (fields.sha256) tag.push(`x ${fields.sha256}`)
  if (fields.size !== undefined) tag.push(`size ${fields.size}`)
  if (fields.metadata) tag.push(`dim ${fields.metadata.width}x${fields.metadata.height}`, `blurhash ${fields.metadata.blurhash}`)
  if (fields.alt) tag.push(`alt ${fields.alt}`)
  return tag
}

/** Reads one field of an imeta tag ('dim', 'blurhash', 'url'…). */
export function imetaField(tag: string[], name: string): string | undefined {
  const entry = tag.slice(1).find((part) => part.startsWith(`${name} `))
  return entry?.slice(name.length + 1)
}

import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const REPO = fileURLToPath(new URL('../../../../', import.meta.url))
const REMOTES = join(REPO, 'remotes')
/** Any import, re-export, dynamic import or require of the entry (or a path under it). */
const KEYS_ENTRY = /(?:from\s*|import\s*\(\s*|require\s*\(\s*|import\s+)['"`]@app\/core\/keys(?:\/[^'"`]*)?['"`]/

/** Every .ts/.tsx file under remotes/<name>/src. */
function remoteSources(): string[] {
  return readdirSync(REMOTES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((remote) => {
      const src = join(REMOTES, remote.name, 'src')
      try {
        return readdirSync(src, { recursive: true, encoding: 'utf8' }).map((file) => join(src, file))
      } catch {
        return []
      }
    })
    .filter((file) => /\.tsx?$/.test(file))
}

describe('@app/core/keys is host-only', () => {
  it('the pattern catches every way of importing it', () => {
    for (const line of [
      "import { revealSecretKey } from '@app/core/keys'",
      'export * from "@app/core/keys"',
      "const keys = await import('@app/core/keys')",
      "import '@app/core/keys/index'",
    ])
      expect(line).toMatch(KEYS_ENTRY)
    expect("import { SIGNER_ERRORS } from '@app/core'").not.toMatch(KEYS_ENTRY)
  })

  it('no remote imports it: showing or exporting the key is the shell\'s job', () => {
    const files = remoteSources()
    expect(files.length).toBeGreaterThan(50) // the scan does see the remotes
    const offenders = files.filter((file) => KEYS_ENTRY.test(readFileSync(file, 'utf8'))).map((file) => relative(REPO, file))
    expect(offenders).toEqual([])
  })
})

// Checks signed events against the community JSON schemas of @nostrability/schemata (one schema per kind, NIP-01
// note schema for kinds it does not cover). Test tooling only: the unit tests of the event builders and the e2e
// check of every event the app publishes use it.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

const require = createRequire(import.meta.url);
const DIST = dirname(dirname(require.resolve('@nostrability/schemata')));
const KIND_SCHEMA = /(?:^|[\\/])kind-(\d+)[\\/]schema(\.content)?\.json$/;

/** kind → path of its schema.json (…/nip-25/kind-7/schema.json) or of its schema.content.json, from the package's folders. */
function schemaFiles() {
  const events = new Map();
  const contents = new Map();
  for (const path of readdirSync(DIST, { recursive: true })) {
    const match = KIND_SCHEMA.exec(String(path));
    if (match && !String(path).startsWith(`bundle${sep}`)) (match[2] ? contents : events).set(Number(match[1]), join(DIST, String(path)));
  }
  return { events, contents };
}

const { events: files, contents: contentFiles } = schemaFiles();
const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
addFormats(ajv);
const compiled = new Map();

function validatorFor(path) {
  if (!compiled.has(path)) compiled.set(path, ajv.compile(require(path)));
  return compiled.get(path);
}

/** The kinds the package has a schema for. */
export function kindsWithSchema() {
  return [...files.keys()].sort((a, b) => a - b);
}

/** The schema's own message for a failed keyword (its `errorMessage`), else ajv's, with where it failed. */
function describe(error) {
  const custom = error.parentSchema?.errorMessage;
  const message = typeof custom === 'string' ? custom : (custom?.[error.keyword] ?? error.message);
  const path = error.instancePath.replaceAll('~1', '/').replaceAll('~0', '~'); // JSON pointer escapes, as written
  return `${path || '/'}: ${message}`;
}

/** The content's own schema, when the kind has one: JSON content is parsed first (empty content carries nothing). */
function contentErrors(event) {
  const path = contentFiles.get(event?.kind);
  if (!path || typeof event.content !== 'string') return [];
  const validate = validatorFor(path);
  const json = require(path)['x-content-encoding'] === 'json-stringified';
  if (json && event.content === '') return [];
  let content = event.content;
  if (json) {
    try {
      content = JSON.parse(event.content);
    } catch {
      return ['/content: must be JSON'];
    }
  }
  return validate(content) ? [] : validate.errors.filter((error) => !error.schemaPath.includes('/contains/')).map((error) => `/content${describe(error).replace(/^\/: /, ': ')}`);
}

/**
 * NIP-60 spending history: a kind 7376 without a public `redeemed` e tag. The package's kind-7376 schema is NIP-61's
 * nutzap redemption (e "redeemed" + p sender); a plain history entry is a NIP-01 note whose content is the encrypted
 * tag list and whose only public e tags may be `redeemed` markers (NIP-60).
 */
function spendingHistoryErrors(event) {
  const publicEvents = (event.tags ?? []).filter((tag) => tag[0] === 'e' && tag[3] !== 'redeemed');
  return [
    ...(typeof event.content === 'string' && event.content.length > 0 ? [] : ['/content: must be the NIP-44 encrypted history tags']),
    ...(publicEvents.length ? ['/tags: only e tags with the redeemed marker may be public (NIP-60)'] : []),
  ];
}

const isSpendingHistory = (event) => event?.kind === 7376 && !(event.tags ?? []).some((tag) => tag[0] === 'e' && tag[3] === 'redeemed');

/**
 * Validates one event: `schema` says which schema judged it ('kind-7', or 'nip-01 note' for a kind without its own),
 * `errors` lists each failure once (empty when the event is valid).
 */
export function validateEvent(event) {
  if (isSpendingHistory(event)) {
    const note = validatorFor(join(DIST, 'nips', 'nip-01', 'note', 'schema.json'));
    const errors = [...(note(event) ? [] : note.errors.map(describe)), ...spendingHistoryErrors(event)];
    return { kind: 7376, schema: 'nip-60 spending history', errors };
  }
  const kindFile = files.get(event?.kind);
  const validate = validatorFor(kindFile ?? join(DIST, 'nips', 'nip-01', 'note', 'schema.json'));
  const valid = validate(event);
  // A failed `contains` also reports why each tag missed; its own message says what was missing.
  const reported = (validate.errors ?? []).filter((error) => !error.schemaPath.includes('/contains/'));
  const errors = [...new Set([...(valid ? [] : reported.map(describe)), ...contentErrors(event)])];
  return { kind: event?.kind, schema: kindFile ? `kind-${event.kind}` : 'nip-01 note', errors };
}

/** One line per invalid event: `kind 7 (id…): /tags: message; …`. */
export function formatFailures(results) {
  return results
    .filter((result) => result.errors.length > 0)
    .map((result) => `kind ${result.kind}${result.id ? ` (${result.id.slice(0, 12)})` : ''}: ${result.errors.join('; ')}`);
}

// Stories and tests only: the real compose, drafts and upload services of the core, over a key made here,
// an in-memory storage and a pool/transport the caller controls.
import type { NostrEvent, Profile } from '@app/core';
import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { createComposeService, createDraftStore, type Draft } from '../../../../shared/core/src/compose';
import { rankProfiles } from '../../../../shared/core/src/profiles/profile-search';
import type { HttpTransport } from '../../../../shared/core/src/uploads/http-transport';
import type { PreparedMedia } from '../../../../shared/core/src/uploads/image-processing';
import { createUploadService } from '../../../../shared/core/src/uploads/upload-service';
import type { ComposerServices } from './composer-services';
import { MAX_MENTION_SUGGESTIONS } from './mention-rules';

export const storyPeople: Profile[] = [
  { pubkey: 'a'.repeat(64), name: 'alice', display_name: 'Alice', nip05: 'alice@example.com', created_at: 1 },
  { pubkey: 'b'.repeat(64), name: 'albert', nip05: 'al@bert.example', created_at: 1 },
  { pubkey: 'c'.repeat(64), name: 'carol', created_at: 1 },
];

export interface FixtureOptions {
  publish?(event: NostrEvent): Promise<unknown>;
  transport?: HttpTransport;
  drafts?: Record<string, Draft>;
  people?: Profile[];
  prepare?(file: File): Promise<PreparedMedia>;
  mediaServer?: { url: string; protocol: 'blossom' | 'nip96' };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

/** Real composer services over a fresh key. */
export function fixtureServices(opts: FixtureOptions = {}): ComposerServices & { pubkey: string } {
  const secret = generateSecretKey();
  const pubkey = getPublicKey(secret);
  const signer = async () => ({
    get: () => ({ pubkey, method: 'privateKey' as const, locked: false }),
    sign: async (template: Parameters<typeof finalizeEvent>[0]) => finalizeEvent(template, secret),
  });
  const publish = opts.publish ?? (async () => []);
  const storage = memoryStorage(opts.drafts ? { drafts: JSON.stringify(opts.drafts) } : {});
  const server = opts.mediaServer ?? { url: 'https://media.example', protocol: 'blossom' as const };
  return {
    pubkey,
    compose: createComposeService({ pool: { publish: async (event) => ((await publish(event)), []) }, signer }),
    drafts: createDraftStore({ storage }),
    uploads: createUploadService({ user: { get: () => ({ defaultMediaserver: server }) }, signer, transport: opts.transport, prepare: opts.prepare }),
    searchPeople: async (query) => rankProfiles(opts.people ?? storyPeople, query, MAX_MENTION_SUGGESTIONS),
  };
}

/** A transport that reports the given progress and never answers (an upload in flight). */
export const pendingTransport = (fraction: number): HttpTransport => (request) => {
  request.onProgress?.(fraction);
  return new Promise(() => {});
};

/** A transport answering every request with a status and body. */
export const answeringTransport = (status: number, text: string): HttpTransport => async (request) => {
  request.onProgress?.(1);
  return { status, text };
};

/** A Blossom-style success for any uploaded file. */
export const blossomSuccess: HttpTransport = async (request) => {
  request.onProgress?.(1);
  const type = request.body instanceof Blob ? request.body.type : 'image/png';
  return { status: 200, text: JSON.stringify({ url: `https://media.example/${'f'.repeat(64)}.png`, sha256: 'f'.repeat(64), size: 8, type, uploaded: 1 }) };
};

export const storyDraft = (content: string, patch: Partial<Draft> = {}): Draft => ({
  content, imeta: [], gTags: [], expirationDelta: null, eventKind: 1, price: { amount: '', currency: 'USD', frequency: '' }, title: '', timestamp: 1, ...patch,
});

/** A short note to reply to or quote (kind 1, or another kind such as a kind 20 picture). */
export function storyNote(content = 'The original note #nostr', kind = 1): NostrEvent {
  return finalizeEvent({ kind, created_at: 1_700_000_000, content, tags: [] }, generateSecretKey());
}

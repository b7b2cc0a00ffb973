// The committed demo fixture: every event verifies, ids are unique, summary matches the data.
import { statSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyEvent } from 'nostr-tools/pure';
import * as nip19 from 'nostr-tools/nip19';
import { FIXTURE_URL, loadFixture, loadSummary } from './fixture.mjs';

let events;
let summary;

beforeAll(async () => {
  events = await loadFixture();
  summary = await loadSummary();
});

describe('demo fixture', () => {
  it('is small', () => {
    expect(statSync(FIXTURE_URL).size).toBeLessThan(1024 * 1024);
  });

  it('every event verifies and ids are unique', () => {
    const bad = events.filter((e) => !verifyEvent({ ...e }));
    expect(bad.map((e) => e.id)).toEqual([]);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  }, 60_000);

  it('matches the summary', () => {
    expect(events).toHaveLength(summary.total);
    const counts = {};
    for (const e of events) counts[e.kind] = (counts[e.kind] ?? 0) + 1;
    expect(counts).toEqual(summary.counts);
    expect(summary.users).toHaveLength(40);
    const welcome = events.find((e) => e.id === summary.welcomeNoteId);
    expect(welcome.content).toBe('Welcome to the demo relay');
    expect(nip19.decode(summary.welcomeNote).data.id).toBe(summary.welcomeNoteId);
    expect(nip19.decode(summary.articleNaddr).data.kind).toBe(30023);
    expect(nip19.decode(summary.marketNaddr).data.kind).toBe(30402);
  });

  it('has the welcome note as the single newest kind-1 and nothing after base', () => {
    const notes = events.filter((e) => e.kind === 1).sort((a, b) => b.created_at - a.created_at);
    expect(notes[0].id).toBe(summary.welcomeNoteId);
    expect(notes[1].created_at).toBeLessThan(summary.base);
    expect(Math.max(...events.map((e) => e.created_at))).toBe(summary.base);
    expect(Math.min(...events.map((e) => e.created_at))).toBeGreaterThanOrEqual(summary.base - 5 * 86400);
  });

  it('has replies with NIP-10 markers, hashtags, hostile and long notes', () => {
    const notes = events.filter((e) => e.kind === 1);
    const replies = notes.filter((e) => e.tags.some((t) => t[0] === 'e' && t[3] === 'root'));
    expect(replies.length / notes.length).toBeGreaterThan(0.18);
    expect(notes.filter((e) => e.tags.some((t) => t[0] === 't')).length).toBeGreaterThan(100);
    expect(notes.some((e) => e.content.includes('<script>alert(1)</script>'))).toBe(true);
    expect(notes.some((e) => e.content.includes('<img src=x onerror=alert(1)>'))).toBe(true);
    expect(notes.some((e) => e.content.includes('javascript:alert(1)'))).toBe(true);
    expect(notes.filter((e) => e.content.length > 1000).length).toBeGreaterThanOrEqual(3);
    const reposts = events.filter((e) => e.kind === 6);
    for (const rp of reposts) expect(verifyEvent(JSON.parse(rp.content))).toBe(true);
  });
});

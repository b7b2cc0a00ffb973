import { describe, expect, it } from 'vitest';
import { notePath, npubEncode } from '@app/core';
import { isHomePath, noteOfPath, widgetsOfPath } from './widgets-of-path';

const ID = 'a'.repeat(64);
const AUTHOR = '16ee0910c0da42b72a0b9d478d3270be41cf16309f149a57ed802d3970812bae';
const RELAY = 'wss://relay.example.com/';

describe('widgetsOfPath', () => {
  it('leaves the popular widget out on Home only', () => {
    expect(isHomePath('/')).toBe(true);
    expect(isHomePath('')).toBe(true);
    expect(widgetsOfPath('/').popular).toBe(false);
    expect(widgetsOfPath('/notifications').popular).toBe(true);
    expect(widgetsOfPath(`/${npubEncode(AUTHOR)}`).popular).toBe(true);
    expect(widgetsOfPath(notePath(ID)).popular).toBe(true);
  });

  it('finds the note of /{note}, /{nevent} and /post/{note|nevent}, with the author and relays an nevent carries', () => {
    expect(noteOfPath(notePath(ID))).toEqual({ id: ID, relays: [] });
    expect(noteOfPath(`/post${notePath(ID)}`)).toEqual({ id: ID, relays: [] });
    const nevent = notePath(ID, { author: AUTHOR, relays: [RELAY] });
    expect(nevent).toMatch(/^\/nevent1/);
    expect(noteOfPath(nevent)).toEqual({ id: ID, author: AUTHOR, relays: [RELAY] });
    expect(noteOfPath(`/post${nevent}/`)).toEqual({ id: ID, author: AUTHOR, relays: [RELAY] });
  });

  it('has no note on other pages, profiles, broken links or a note link with a tail (not found)', () => {
    expect(noteOfPath('/')).toBeNull();
    expect(noteOfPath('/settings/network')).toBeNull();
    expect(noteOfPath(`/${npubEncode(AUTHOR)}`)).toBeNull();
    expect(noteOfPath('/note1broken')).toBeNull();
    expect(noteOfPath('/post/')).toBeNull();
    expect(noteOfPath(`${notePath(ID)}/replies`)).toBeNull();
    expect(noteOfPath('/%E0%A4%A')).toBeNull();
  });

  it('gives the profile, the popular feed and no note on a profile page', () => {
    expect(widgetsOfPath(`/${npubEncode(AUTHOR)}`)).toEqual({ viewed: AUTHOR, popular: true, note: null });
    expect(widgetsOfPath('/%E0%A4%A')).toEqual({ viewed: null, popular: true, note: null });
  });
});

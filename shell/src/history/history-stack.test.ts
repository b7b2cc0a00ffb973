import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router';
import { nextStack, type StackEntry } from './history-stack';

function at(pathname: string, key: string): Location {
  return { pathname, key, search: '', hash: '', state: null };
}

function paths(stack: StackEntry[]): string[] {
  return stack.map((entry) => entry.location.pathname);
}

function visit(sequence: string[]): StackEntry[] {
  return sequence.reduce<StackEntry[]>((stack, path, i) => nextStack(stack, at(path, `k${i}`), 'PUSH'), []);
}

describe('history stack', () => {
  it('keeps the pages of the last 10 entries and always keeps home', () => {
    const stack = visit(['/', ...Array.from({ length: 14 }, (_, i) => `/p${i}`)]);
    expect(stack).toHaveLength(10);
    expect(paths(stack)[0]).toBe('/');
    expect(paths(stack).at(-1)).toBe('/p13');
    expect(paths(stack)).not.toContain('/p0');
  });

  it('shows a kept entry again on Back without re-creating it', () => {
    const stack = visit(['/', '/a', '/b']);
    const back = nextStack(stack, stack[1].location, 'POP');
    expect(back).toBe(stack);
  });

  it('drops notifications and replies pages once left', () => {
    const stack = visit(['/', '/notifications', '/npub1x/replies', '/a']);
    expect(paths(stack)).toEqual(['/', '/a']);
  });

  it('keeps the current notifications page while it is shown', () => {
    expect(paths(visit(['/', '/notifications']))).toEqual(['/', '/notifications']);
  });

  it('reuses the one home page when navigating to / again', () => {
    const stack = visit(['/', '/a', '/']);
    expect(paths(stack)).toEqual(['/a', '/']);
    expect(stack.at(-1)?.key).toBe('k2');
  });

  it('replaces the current entry on REPLACE', () => {
    const stack = nextStack(visit(['/', '/a']), at('/b', 'kb'), 'REPLACE');
    expect(paths(stack)).toEqual(['/', '/b']);
  });
});

import { describe, expect, it } from 'vitest';
import { relativeTimeLabel } from './timeLabel';

const NOW_MS = Date.UTC(2025, 5, 15, 12, 0, 0);
const NOW_S = NOW_MS / 1000;

describe('relativeTimeLabel', () => {
  it.each([
    [NOW_S, 'now'],
    [NOW_S + 300, 'now'],
    [NOW_S - 59, 'now'],
    [NOW_S - 5 * 60, '5m'],
    [NOW_S - 3 * 3600, '3h'],
    [NOW_S - 2 * 86400, '2d'],
  ])('%i → %s', (createdAt, label) => {
    expect(relativeTimeLabel(createdAt, NOW_MS)).toBe(label);
  });

  it('returns an empty label for impossible timestamps', () => {
    expect(relativeTimeLabel(Number.NaN, NOW_MS)).toBe('');
    expect(relativeTimeLabel(-1e15, NOW_MS)).toBe('');
  });

  it('shows a date after a week, with the year when it differs', () => {
    expect(relativeTimeLabel(Date.UTC(2025, 2, 4, 12) / 1000, NOW_MS)).toBe('Mar 4');
    expect(relativeTimeLabel(Date.UTC(2023, 2, 4, 12) / 1000, NOW_MS)).toBe('Mar 4, 2023');
  });
});

import { describe, expect, it } from 'vitest';
import { distanceBuckets } from './distance-buckets';

describe('distanceBuckets', () => {
  it('keeps 0, 1 and 2 and sums the farther distances into 3+', () => {
    expect(distanceBuckets({ 0: 1, 1: 120, 2: 4000, 3: 900, 4: 12 })).toEqual([
      { label: '0', count: 1 },
      { label: '1', count: 120 },
      { label: '2', count: 4000 },
      { label: '3+', count: 912 },
    ]);
  });

  it('counts missing distances as 0 and leaves unconnected users out', () => {
    expect(distanceBuckets({ 0: 1, 1000: 55 }).map((bucket) => bucket.count)).toEqual([1, 0, 0, 0]);
  });
});

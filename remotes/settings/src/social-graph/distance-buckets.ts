import { UNKNOWN_FOLLOW_DISTANCE } from '@app/core';

/** Users at one follow distance ('3+' sums every placed distance from 3 on). */
export interface DistanceBucket {
  label: '0' | '1' | '2' | '3+';
  count: number;
}

/** The graph's users per follow distance as the four buckets 0, 1, 2 and 3+; unconnected users are left out. */
export function distanceBuckets(sizeByDistance: Record<number, number>): DistanceBucket[] {
  let farther = 0;
  for (const [distance, count] of Object.entries(sizeByDistance)) {
    const d = Number(distance);
    if (d >= 3 && d < UNKNOWN_FOLLOW_DISTANCE) farther += count;
  }
  const at = (d: number) => sizeByDistance[d] ?? 0;
  return [
    { label: '0', count: at(0) },
    { label: '1', count: at(1) },
    { label: '2', count: at(2) },
    { label: '3+', count: farther },
  ];
}

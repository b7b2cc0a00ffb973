/** Seconds now, when the story loads. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

function localMidnight(daysAgo: number): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
}

/**
 * A time today, `secondsAgo` before now (at most 3 h), kept after midnight and in order even when a story runs just
 * after midnight (so 'Today' and groups hold at any hour).
 */
export function today(secondsAgo: number): number {
  const start = localMidnight(0).getTime() / 1000;
  return Math.round(Math.max(nowSeconds() - secondsAgo, start + (3 * 3600 - secondsAgo) / 100));
}

/** A local time `daysAgo` days before today, at hour:minute. */
export function daysAgo(days: number, hour: number, minute = 0): number {
  const date = localMidnight(days);
  date.setHours(hour, minute);
  return Math.floor(date.getTime() / 1000);
}

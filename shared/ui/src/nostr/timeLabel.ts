import { shortDate, shortDateWithYear } from './dateFormats';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

function dateLabel(date: Date, now: Date): string {
  const sameYear = date.getFullYear() === now.getFullYear();
  return (sameYear ? shortDate() : shortDateWithYear()).format(date);
}

/**
 * Compact age of a Nostr timestamp (seconds): 'now', '5m', '3h', '2d', then a
 * date ('Mar 4', or 'Mar 4, 2023' in another year). Future times show 'now',
 * impossible ones ''.
 */
export function relativeTimeLabel(createdAtSeconds: number, nowMs: number = Date.now()): string {
  const date = new Date(createdAtSeconds * 1000);
  if (Number.isNaN(date.getTime())) return '';
  const age = Math.floor(nowMs / 1000 - createdAtSeconds);
  if (age < MINUTE) return 'now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h`;
  if (age < WEEK) return `${Math.floor(age / DAY)}d`;
  return dateLabel(date, new Date(nowMs));
}

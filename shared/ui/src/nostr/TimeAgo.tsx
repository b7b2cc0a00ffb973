import type { PointerEvent } from 'react';
import styled from '@emotion/styled';
import { useNow } from '@app/ui';
import { fullDateTime } from './dateFormats';
import { relativeTimeLabel } from './timeLabel';

const Time = styled.time`
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  white-space: nowrap;
`;

export interface TimeAgoProps {
  /** Nostr timestamp in seconds. */
  timestamp: number;
  /** Fixed "now" in ms (stories, tests); otherwise a shared 30 s clock. */
  now?: number;
}

/** The full date as tooltip, written when the pointer first comes: formatting it for every card slows a feed's first paint. */
function showFullDate(event: PointerEvent<HTMLTimeElement>) {
  const time = event.currentTarget;
  if (!time.title) time.title = fullDateTime().format(new Date(time.dateTime));
}

/** Relative age ('now', '5m', '3h', '2d', a date) with the full date as tooltip. */
export function TimeAgo({ timestamp, now }: TimeAgoProps) {
  const clock = useNow();
  const date = new Date(timestamp * 1000);
  const valid = !Number.isNaN(date.getTime());
  return (
    <Time dateTime={valid ? date.toISOString() : undefined} onPointerEnter={valid ? showFullDate : undefined}>
      {relativeTimeLabel(timestamp, now ?? clock)}
    </Time>
  );
}

import styled from '@emotion/styled';
import { notePath, type NostrEvent } from '@app/core';
import { Link } from 'react-router';
import { mediaNotes, type MediaRef } from './media-url';
import { useWindowList } from './useWindowList';

/** Spec 2: grid = 3 columns. */
export const GRID_COLUMNS = 3;

const Viewport = styled.div`
  position: relative;
  width: 100%;
`;

const Row = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  display: grid;
  grid-template-columns: repeat(${GRID_COLUMNS}, 1fr);
  gap: 2px;
  padding-bottom: 2px;
`;

const Tile = styled(Link)`
  display: block;
  aspect-ratio: 1;
  overflow: hidden;
  background: ${(p) => p.theme.colors.surface};
  & img,
  & video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

function Media({ media }: { media: MediaRef }) {
  if (media.type === 'video') return <video src={media.url} muted playsInline preload="metadata" />;
  return <img src={media.url} alt="" loading="lazy" referrerPolicy="no-referrer" />;
}

/** Media notes only, 3 to a row, rows virtualised like the list. */
export function MediaGrid({ events }: { events: NostrEvent[] }) {
  const items = mediaNotes(events);
  const rows = Math.ceil(items.length / GRID_COLUMNS);
  const rowItems = (row: number) => items.slice(row * GRID_COLUMNS, row * GRID_COLUMNS + GRID_COLUMNS);
  const { listRef, virtualizer, scrollMargin } = useWindowList(rows, 220, (row) => rowItems(row)[0].event.id);
  return (
    <Viewport ref={listRef} style={{ height: virtualizer.getTotalSize() }} data-testid="media-grid">
      {virtualizer.getVirtualItems().map((row) => (
        <Row key={row.key} data-index={row.index} ref={virtualizer.measureElement} style={{ transform: `translateY(${row.start - scrollMargin}px)` }}>
          {rowItems(row.index).map(({ event, media }) => (
            <Tile key={event.id} to={notePath(event.id, { author: event.pubkey })} data-testid="media-tile" aria-label="Open post">
              <Media media={media} />
            </Tile>
          ))}
        </Row>
      ))}
    </Viewport>
  );
}

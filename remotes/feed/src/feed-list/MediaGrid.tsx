import styled from '@emotion/styled';
import { useState } from 'react';
import type { NostrEvent } from '@app/core';
import { MediaImage } from '../media/MediaImage';
import { MediaModal } from '../media/MediaModal';
import { modalMedia, noteMedia, type MediaItem } from '../media/media-items';
import { mediaNotes, type MediaRef } from './media-url';
import { useWindowList } from './useWindowList';
import { Viewport, VirtualRow } from './virtual-rows';

/** Spec 2: grid = 3 columns. */
export const GRID_COLUMNS = 3;

const Row = styled(VirtualRow)`
  display: grid;
  grid-template-columns: repeat(${GRID_COLUMNS}, 1fr);
  gap: 2px;
  padding-bottom: 2px;
`;

/** Spec 2 §9: desktop thumbnail width. */
const THUMBNAIL_PX = 245;

const Tile = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: none;
  cursor: pointer;
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

function Media({ media, event }: { media: MediaRef; event: NostrEvent }) {
  if (media.type === 'video') return <video src={media.url} muted playsInline preload="metadata" />;
  const blurhash = noteMedia(event).find((item) => item.url === media.url)?.blurhash;
  return <MediaImage url={media.url} blurhash={blurhash} width={THUMBNAIL_PX} height={THUMBNAIL_PX} fit="cover" />;
}

/** Media notes only, 3 to a row, rows virtualised like the list; a tile opens the media viewer. */
export function MediaGrid({ events }: { events: NostrEvent[] }) {
  const items = mediaNotes(events);
  const [opened, setOpened] = useState<{ items: MediaItem[]; index: number } | null>(null);
  const open = (event: NostrEvent) => setOpened(modalMedia(items.map((item) => item.event), items.findIndex((item) => item.event === event)));
  const rows = Math.ceil(items.length / GRID_COLUMNS);
  const rowItems = (row: number) => items.slice(row * GRID_COLUMNS, row * GRID_COLUMNS + GRID_COLUMNS);
  const { listRef, virtualizer, scrollMargin } = useWindowList(rows, 220, (row) => rowItems(row)[0].event.id);
  return (
    <Viewport ref={listRef} style={{ height: virtualizer.getTotalSize() }} data-testid="media-grid">
      {virtualizer.getVirtualItems().map((row) => (
        <Row key={row.key} data-index={row.index} ref={virtualizer.measureElement} style={{ transform: `translateY(${row.start - scrollMargin}px)` }}>
          {rowItems(row.index).map(({ event, media }) => (
            <Tile key={event.id} type="button" onClick={() => open(event)} data-testid="media-tile" aria-label="Open media">
              <Media media={media} event={event} />
            </Tile>
          ))}
        </Row>
      ))}
      {opened && <MediaModal items={opened.items} startIndex={opened.index} onClose={() => setOpened(null)} />}
    </Viewport>
  );
}

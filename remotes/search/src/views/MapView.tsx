import styled from '@emotion/styled';
import { Button, Icon, Page, PageHeader } from '@app/ui';
import { GeohashMap } from '@app/ui/map';
import { TimelineList, type TimelineView } from '@app/ui/nostr';
import { SearchTabs } from '../components/SearchTabs';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 16px;
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.error};
`;

export interface MapViewProps {
  /** The geohash searched, lower-case; undefined for the default regions. */
  geohash?: string;
  /** Geotagged notes and listings, page by page. */
  timeline: TimelineView;
  /** A cell picked on the map (its page opens). */
  onPick?: (geohash: string) => void;
  /** 'Add current location': the browser's position at precision 4. */
  onLocate?: () => void;
  locating?: boolean;
  /** Why the position could not be had (spec 2 §8). */
  locationError?: string;
  /** Tile URL template ('' draws the cells alone); the runtime config's by default. */
  tileUrl?: string;
}

/** The finest geohash each shown post carries (its `g` tags), for the map's cells. */
function postCells(timeline: TimelineView): string[] {
  const cells = timeline.items.map((event) => event.tags.filter((tag) => tag[0] === 'g' && typeof tag[1] === 'string').map((tag) => tag[1].toLowerCase()).sort((a, b) => b.length - a.length)[0]);
  return [...new Set(cells.filter((cell): cell is string => Boolean(cell)))];
}

/** Map: the geohash map with the cells of geotagged posts, 'Add current location', and the posts of the place. */
export function MapView({ geohash, timeline, onPick, onLocate, locating = false, locationError, tileUrl }: MapViewProps) {
  const cells = geohash ? [geohash, ...postCells(timeline).filter((cell) => cell !== geohash)] : postCells(timeline);
  return (
    <Page>
      <PageHeader title={geohash ? `Map · ${geohash}` : 'Map'} />
      <SearchTabs active="/map" />
      {onPick && <GeohashMap geohashes={cells} onPick={onPick} tileUrl={tileUrl} />}
      {onLocate && (
        <Bar>
          <Button type="button" variant="ghost" size="sm" loading={locating} onClick={onLocate}>
            <Icon name="pin" size={18} />
            Add current location
          </Button>
          {locationError && <Problem role="alert">{locationError}</Problem>}
        </Bar>
      )}
      <TimelineList view={timeline} emptyText="No posts found" />
    </Page>
  );
}

import type { DisplayAs, MarketCategory } from '@app/core/search';
import styled from '@emotion/styled';
import { useId } from 'react';
import { Page, PageHeader, VISUALLY_HIDDEN, useNavigate } from '@app/ui';
import { GeohashMap } from '@app/ui/map';
import { TimelineList, type TimelineView } from '@app/ui/nostr';
import { CategoryIndex } from '../components/CategoryIndex';
import type { AsyncState } from '../components/useAsync';
import { SearchTabs } from '../components/SearchTabs';

export interface MarketViewProps {
  /** The category ('#t' tag) shown, if any. */
  category?: string;
  /** The classified listings, page by page. */
  timeline: TimelineView;
  /** The category index of the listings (counts, sellers, related tags). */
  index?: AsyncState<MarketCategory[]>;
  displayAs?: DisplayAs;
  onDisplayAs?: (display: DisplayAs) => void;
}

const DisplayChoice = styled.fieldset`
  display: flex;
  gap: 12px;
  border: 0;
  margin: 0;
  padding: 0 16px 8px;
  legend {
    ${VISUALLY_HIDDEN}
  }
`;

/** The geohashes of the listings shown (their `g` tags). */
const listingCells = (timeline: TimelineView) => [...new Set(timeline.items.flatMap((event) => event.tags.filter((tag) => tag[0] === 'g' && tag[1]).map((tag) => tag[1].toLowerCase())))];

/** Market: NIP-99 listings, optionally of one category, as a list or a map, with the categories to browse by. */
export function MarketView({ category, timeline, index = { state: 'idle' }, displayAs = 'list', onDisplayAs }: MarketViewProps) {
  const navigate = useNavigate();
  const group = useId(); // one radio group per page: a kept-alive market page must not share it
  return (
    <Page>
      <PageHeader title={category ? `Market · ${category}` : 'Market'} />
      <SearchTabs active="/m" />
      <CategoryIndex index={index} category={category} />
      {onDisplayAs && (
        <DisplayChoice>
          <legend>Show listings as</legend>
          {(['list', 'map'] as const).map((display) => (
            <label key={display}>
              <input type="radio" name={group} checked={displayAs === display} onChange={() => onDisplayAs(display)} /> {display === 'list' ? 'List' : 'Map'}
            </label>
          ))}
        </DisplayChoice>
      )}
      {displayAs === 'map' && <GeohashMap geohashes={listingCells(timeline)} onPick={(geohash) => navigate(`/map/${geohash}`)} />}
      <TimelineList view={timeline} emptyText="No listings found" />
    </Page>
  );
}

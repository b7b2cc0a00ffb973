import styled from '@emotion/styled';
import type { NostrEvent } from '@app/core';
import { Link } from 'react-router';
import { NoteContent } from '../content/NoteContent';
import { truncateText } from '../content/parseContent';
import { ProxiedImage } from '../media/ProxiedImage';
import { Badge } from '@app/ui';
import { BadgeRow, KindMuted, KindStack, KindTitle } from './kindStyles';
import { CATEGORY_LABEL_MAX, LOCATION_LABEL_MAX, readListing } from './listing';

const Price = styled.div`
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  font-weight: 700;
  color: ${(p) => p.theme.colors.success};
`;

/** A marketplace listing (NIP-99): title, price, image, summary, content, category badges and location. */
export function ListingBody({ event }: { event: NostrEvent }) {
  const listing = readListing(event);
  return (
    <KindStack data-testid="listing">
      {listing.title && <KindTitle>{listing.title}</KindTitle>}
      {listing.price && <Price data-testid="listing-price">{listing.price}</Price>}
      {listing.image && <ProxiedImage src={listing.image} alt={listing.title} />}
      {listing.summary && <KindMuted>{listing.summary}</KindMuted>}
      {event.content && <NoteContent content={event.content} tags={event.tags} />}
      {listing.categories.length > 0 && (
        <BadgeRow>
          {listing.categories.map((category) => (
            <Link key={category} to={`/m/${encodeURIComponent(category)}`}>
              <Badge tone="accent">{truncateText(category, CATEGORY_LABEL_MAX)}</Badge>
            </Link>
          ))}
        </BadgeRow>
      )}
      {listing.geohash && (
        <Link to={`/map/${listing.geohash}`} data-testid="listing-location">
          📍 {truncateText(listing.location || listing.geohash, LOCATION_LABEL_MAX)}
        </Link>
      )}
    </KindStack>
  );
}

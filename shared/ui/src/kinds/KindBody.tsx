import { useMemo, type ComponentType } from 'react';
import type { NostrEvent } from '@app/core';
import { lazyComponent } from '@app/ui';
import { NoteContent } from '../content/NoteContent';
import { ReactionBody, RepostBody, ZapBody } from './ActivityBodies';
import { ArticleBody } from './ArticleBody';
import { ChannelBody } from './ChannelBody';
import { DeletionBody } from './DeletionBody';
import { HighlightBody } from './HighlightBody';
import { KindMuted, KindStack } from './kindStyles';
import { ProxiedImage } from '../media/ProxiedImage';
import { imetaEntries } from './imeta';
import { imageEntriesByUrl } from '../content/imageLinks';
import { PictureBody } from './PictureBody';
import { UnknownKindBody } from './UnknownKindBody';

/** Listings (NIP-99) are rare in a feed: their renderer loads when one is first shown. */
const ListingBody = lazyComponent<{ event: NostrEvent }>(
  () => import('./ListingBody').then((module) => module.ListingBody),
  () => <KindMuted>Loading...</KindMuted>,
);

/** Imeta images a post shows beside its text (as many as a carousel shows dots for): tags are the author's to fill. */
export const MAX_UNLINKED_IMAGES = 10;

/**
 * A post: its text, with images shown where their links are (an imeta image, or a URL ending like an image file),
 * then the first MAX_UNLINKED_IMAGES imeta images the text does not link to.
 */
function PostBody({ event }: { event: NostrEvent }) {
  const images = useMemo(() => imageEntriesByUrl(imetaEntries(event)), [event]);
  const unlinked = [...images.values()].filter((image) => !event.content.includes(image.url));
  const text = <NoteContent content={event.content} tags={event.tags} images={images} author={event.pubkey} />;
  if (!unlinked.length) return text;
  const hidden = unlinked.length - MAX_UNLINKED_IMAGES;
  return (
    <KindStack>
      {text}
      {unlinked.slice(0, MAX_UNLINKED_IMAGES).map((image, index) => (
        <ProxiedImage key={`${image.url}-${index}`} src={image.url} alt={image.alt} blurhash={image.blurhash} dim={image.dim} author={event.pubkey} />
      ))}
      {hidden > 0 && <KindMuted>{`${hidden} more ${hidden === 1 ? 'image' : 'images'} not shown`}</KindMuted>}
    </KindStack>
  );
}

/** Event kinds and their renderers (spec 2 'Per-kind rendering'). */
export const KIND_RENDERERS: Readonly<Record<number, ComponentType<{ event: NostrEvent }>>> = {
  1: PostBody,
  // NIP-22 comments (on pictures, videos, articles, listings…) read as posts.
  1111: PostBody,
  5: DeletionBody,
  6: RepostBody,
  7: ReactionBody,
  16: RepostBody,
  20: PictureBody,
  40: ChannelBody,
  9735: ZapBody,
  9802: HighlightBody,
  30023: ArticleBody,
  30402: ListingBody,
  30403: ListingBody,
};

/** The body of an event, chosen by kind; unknown kinds show their number. */
export function KindBody({ event }: { event: NostrEvent }) {
  const Renderer = KIND_RENDERERS[event.kind] ?? UnknownKindBody;
  return <Renderer event={event} />;
}

import type { ComponentType } from 'react';
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
import { PictureBody } from './PictureBody';
import { UnknownKindBody } from './UnknownKindBody';

/** Listings (NIP-99) are rare in a feed: their renderer loads when one is first shown. */
const ListingBody = lazyComponent<{ event: NostrEvent }>(
  () => import('./ListingBody').then((module) => module.ListingBody),
  () => <KindMuted>Loading...</KindMuted>,
);

/** A post: its text, then the images its imeta tags declare (e.g. uploads attached by the composer). */
function PostBody({ event }: { event: NostrEvent }) {
  const images = imetaEntries(event).filter((entry) => !entry.mime || entry.mime.startsWith('image/'));
  if (!images.length) return <NoteContent content={event.content} tags={event.tags} />;
  return (
    <KindStack>
      <NoteContent content={event.content} tags={event.tags} />
      {images.map((image, index) => (
        <ProxiedImage key={`${image.url}-${index}`} src={image.url} alt={image.alt} blurhash={image.blurhash} dim={image.dim} />
      ))}
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

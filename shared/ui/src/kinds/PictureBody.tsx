import type { NostrEvent } from '@app/core';
import { NoteContent } from '../content/NoteContent';
import { ProxiedImage } from '../media/ProxiedImage';
import { tagValue } from './eventTags';
import { imetaEntries } from './imeta';
import { KindStack, KindTitle } from './kindStyles';

/** A picture post (NIP-68, kind 20): title, its imeta images (blurhash placeholders), then the description. */
export function PictureBody({ event }: { event: NostrEvent }) {
  const title = tagValue(event, 'title');
  return (
    <KindStack data-testid="picture-post">
      {title && <KindTitle>{title}</KindTitle>}
      {imetaEntries(event).map((image, index) => (
        <ProxiedImage key={`${image.url}-${index}`} src={image.url} alt={image.alt} blurhash={image.blurhash} dim={image.dim} author={event.pubkey} />
      ))}
      {event.content && <NoteContent content={event.content} tags={event.tags} author={event.pubkey} />}
    </KindStack>
  );
}

import { Button } from '@app/ui';
import { safeHttpUrl } from '@app/ui/nostr';
import { Thumbs } from './composer-styles';

const fieldOf = (tag: string[], name: string) => tag.find((part) => part.startsWith(`${name} `))?.slice(name.length + 1);

/** Attached media (from their imeta tags), each removable; only http(s) images are shown. */
export function MediaThumbs({ imeta, onRemove }: { imeta: string[][]; onRemove(tag: string[]): void }) {
  if (!imeta.length) return null;
  return (
    <Thumbs aria-label="Attached media">
      {imeta.map((tag) => {
        const url = safeHttpUrl(fieldOf(tag, 'url') ?? '');
        const isImage = (fieldOf(tag, 'm') ?? 'image/').startsWith('image/');
        return (
          <li key={tag.join(' ')} data-dim={fieldOf(tag, 'dim')} data-blurhash={fieldOf(tag, 'blurhash')}>
            {url && isImage ? <img src={url} alt="" /> : <span>{url ?? 'media'}</span>}
            <Button type="button" variant="ghost" size="sm" aria-label="Remove media" onClick={() => onRemove(tag)}>
              ✕
            </Button>
          </li>
        );
      })}
    </Thumbs>
  );
}

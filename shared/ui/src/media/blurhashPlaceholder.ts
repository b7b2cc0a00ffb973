import { useEffect, useMemo, useState } from 'react';

type Decoder = typeof import('./ProxiedImageBlurhash');

/** The blurhash decoder, once loaded: it is fetched with the first image that has a blurhash (an async chunk). */
let decoder: Decoder | null = null;

/** A data: URL of the decoded blurhash (16×16 PNG), or null when it is invalid or no canvas is available. */
export async function blurhashDataUrl(hash: string | undefined): Promise<string | null> {
  if (!hash) return null;
  decoder ??= await import('./ProxiedImageBlurhash');
  return decoder.blurhashDataUrl(hash);
}

/** The placeholder of an image's blurhash: at once when the decoder is loaded, else once it is (null meanwhile). */
export function useBlurhash(hash: string | undefined): string | null {
  const now = useMemo(() => (hash && decoder ? decoder.blurhashDataUrl(hash) : undefined), [hash]);
  const [later, setLater] = useState<{ hash: string; url: string | null } | null>(null);
  const pending = Boolean(hash) && now === undefined;
  useEffect(() => {
    if (!pending || !hash) return;
    let live = true;
    blurhashDataUrl(hash).then(
      (url) => live && setLater({ hash, url }),
      (error: unknown) => console.warn('Blurhash decoder failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [hash, pending]);
  if (now !== undefined) return now;
  return later && later.hash === hash ? later.url : null;
}

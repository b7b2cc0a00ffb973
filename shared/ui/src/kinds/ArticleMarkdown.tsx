import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { AppLink } from '../content/AppLink';
import { safeHttpUrl } from '../content/safeHttpUrl';
import { ProxiedImage } from '../media/ProxiedImage';

const NOSTR_LINK = /^nostr:(n(?:pub|profile|ote|event|addr)1[02-9ac-hj-np-z]+)$/i;

/** Only http(s) and nostr: URLs survive (nostr: becomes an in-app path); everything else is dropped. */
export function articleUrl(url: string): string {
  const nostr = url.trim().match(NOSTR_LINK)?.[1];
  if (nostr) return `/${nostr.toLowerCase()}`;
  return safeHttpUrl(url) ?? '';
}

const components: Components = {
  a: ({ href, children }: ComponentProps<'a'>) => {
    if (!href) return <>{children}</>;
    if (href.startsWith('/')) return <AppLink href={new URL(href, location.href).href}>{children}</AppLink>;
    return <AppLink href={href}>{children}</AppLink>;
  },
  img: ({ src, alt }: ComponentProps<'img'>) => (typeof src === 'string' && src ? <ProxiedImage src={src} alt={alt ?? ''} /> : null),
};

/** Long-form markdown (NIP-23), loaded lazily. Raw HTML is skipped and never rendered. */
export default function ArticleMarkdown({ content }: { content: string }) {
  return (
    <Markdown skipHtml urlTransform={articleUrl} components={components}>
      {content}
    </Markdown>
  );
}

import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { AppLink } from '../content/AppLink';
import { MentionLink } from '../content/MentionLink';
import { hashtagPath } from '../content/NoteContent';
import { safeHttpUrl } from '../content/safeHttpUrl';
import { ProxiedImage } from '../media/ProxiedImage';
import { remarkNostrLinks } from './remarkNostrLinks';

const NOSTR_LINK = /^nostr:(n(?:pub|profile|ote|event|addr)1[02-9ac-hj-np-z]+)$/i;

/** Only http(s) and nostr: URLs survive (nostr: becomes an in-app path); everything else is dropped. */
export function articleUrl(url: string): string {
  const nostr = url.trim().match(NOSTR_LINK)?.[1];
  if (nostr) return `/${nostr.toLowerCase()}`;
  return safeHttpUrl(url) ?? '';
}

type AnchorProps = ComponentProps<'a'> & { 'data-mention'?: string; 'data-hashtag'?: string };

function ArticleLink({ href, children, 'data-mention': mention, 'data-hashtag': hashtag }: AnchorProps) {
  if (mention) return <MentionLink id={mention} />;
  if (hashtag) return <Link to={hashtagPath(hashtag)}>{children}</Link>;
  if (!href) return <>{children}</>;
  if (href.startsWith('/')) return <AppLink href={new URL(href, location.href).href}>{children}</AppLink>;
  return <AppLink href={href}>{children}</AppLink>;
}

/** Markdown headings sit one level below the article's title: # is h2, ## is h3 … ###### stays h6. */
const shifted = (Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') =>
  function ShiftedHeading({ children }: ComponentProps<'h1'>) {
    return <Tag>{children}</Tag>;
  };

const components: Components = {
  a: ArticleLink as Components['a'],
  img: ({ src, alt }: ComponentProps<'img'>) => (typeof src === 'string' && src ? <ProxiedImage src={src} alt={alt ?? ''} /> : null),
  h1: shifted('h2'),
  h2: shifted('h3'),
  h3: shifted('h4'),
  h4: shifted('h5'),
  h5: shifted('h6'),
};

const remarkPlugins = [remarkGfm, remarkNostrLinks];

/**
 * Long-form markdown (NIP-23) with GFM (tables, strikethrough, task lists, autolinked URLs), loaded lazily.
 * Raw HTML is skipped and never rendered; links and images keep only http(s) and nostr: URLs.
 */
export default function ArticleMarkdown({ content }: { content: string }) {
  return (
    <Markdown skipHtml remarkPlugins={remarkPlugins} urlTransform={articleUrl} components={components}>
      {content}
    </Markdown>
  );
}

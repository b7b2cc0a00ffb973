import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { NostrEvent } from '@app/core';
import { EmbedPlayer } from '../embeds/EmbedPlayer';
import { embedFor } from '../embeds/embedRules';
import { CashuTokenCard, InvoiceCard, PaymentRequestCard } from '../embeds/lazyEmbeds';
import { LightningAddressCard } from '../embeds/LightningAddressCard';
import { TwitchClip } from '../embeds/TwitchClip';
import { QuotedEvent } from '../kinds/QuotedEvent';
import { EncryptedFile, mayBeEncryptedFile } from '../media/encrypted-file/EncryptedFile';
import { AppLink } from './AppLink';
import { MentionLink } from './MentionLink';
import { ProxiedImage } from '../media/ProxiedImage';
import type { ImetaEntry } from '../kinds/imeta';
import { isImageUrl } from './imageLinks';
import { emojiMap, parseContent, type ContentToken } from './parseContent';
import { leadingText } from './leadingText';

const Body = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  word-break: break-word;
  min-width: 0;
`;

const Emoji = styled.img`
  display: inline-block;
  width: 24px;
  height: 24px;
  object-fit: contain;
  vertical-align: middle;
`;

/** Path of the search page for a hashtag: `/search/%23tag`. */
export function hashtagPath(tag: string): string {
  return `/search/${encodeURIComponent(`#${tag.toLowerCase()}`)}`;
}

/** What a note's links can turn into: its imeta images by URL, and with its tags, its encrypted files. */
interface LinkMedia {
  images: ReadonlyMap<string, ImetaEntry>;
  tags?: NostrEvent['tags'];
  /** The note's author: a failed image may come from peers (spec 2, within follow distance 2). */
  author?: string;
}

/**
 * Images in the text show in place of their link (an imeta image, or a URL ending like an image file); a .bin link
 * with its key, name and size in an imeta opens as an encrypted file (spec 3 §2).
 */
function renderLink(href: string, label: string, key: number, { images, tags, author }: LinkMedia) {
  if (mayBeEncryptedFile(href, tags)) return <EncryptedFile key={key} href={href} label={label} tags={tags} />;
  const image = images.get(href) ?? (isImageUrl(href) ? { url: href } : null);
  if (image) {
    const link = <AppLink href={href}>{label}</AppLink>;
    return (
      <InlineImage key={key}>
        <ProxiedImage src={image.url} alt={image.alt} blurhash={image.blurhash} dim={image.dim} fallback={link} author={author} />
      </InlineImage>
    );
  }
  const embed = embedFor(href);
  if (embed?.type === 'twitch-clip') return <TwitchClip key={key} slug={embed.slug} url={href} />;
  if (embed) return <EmbedPlayer key={key} embed={embed} />;
  return (
    <AppLink key={key} href={href}>
      {label}
    </AppLink>
  );
}

function renderMention(id: string, key: number) {
  const isEvent = id.startsWith('note1') || id.startsWith('nevent1');
  return isEvent ? <QuotedEvent key={key} link={id} /> : <MentionLink key={key} id={id} />;
}

function renderToken(token: ContentToken, key: number, media: LinkMedia, author?: string) {
  switch (token.kind) {
    case 'text':
      return token.text;
    case 'link':
      return renderLink(token.href, token.label, key, media);
    case 'hashtag':
      return (
        <Link key={key} to={hashtagPath(token.tag)}>
          #{token.tag}
        </Link>
      );
    case 'mention':
      return renderMention(token.id, key);
    case 'emoji':
      return <Emoji key={key} src={token.url} alt={`:${token.name}:`} title={`:${token.name}:`} referrerPolicy="no-referrer" />;
    case 'invoice':
      return <InvoiceCard key={key} invoice={token.invoice} />;
    case 'cashu':
      return <CashuTokenCard key={key} token={token.token} author={author} />;
    case 'paymentRequest':
      return <PaymentRequestCard key={key} request={token.request} />;
    case 'lightningAddress':
      return <LightningAddressCard key={key} address={token.address} />;
  }
}

export interface NoteContentProps {
  content: string;
  /** The event's tags: its `emoji` tags (NIP-30) turn `:shortcode:`s into 24 px images; its encrypted-file imeta opens .bin links. */
  tags?: NostrEvent['tags'];
  className?: string;
  /** The event's imeta images by URL: their links show as the image, with its blurhash, size and alt text. */
  images?: ReadonlyMap<string, ImetaEntry>;
  /** The event's author: a token card shows them Check Status instead of Redeem. */
  author?: string;
}

const NO_IMAGES: ReadonlyMap<string, ImetaEntry> = new Map();

/** After text cut at MAX_RENDERED_CHARS: renders the rest on demand. */
const ShowWhole = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${(p) => p.theme.colors.accent};
  font: inherit;
  cursor: pointer;
`;

const InlineImage = styled.span`
  display: block;
  margin: ${(p) => p.theme.spacing.sm}px 0;
  white-space: normal;
`;

/**
 * Note text as React text nodes, with line breaks kept. Only http(s) URLs, #hashtags and nostr: mentions become
 * links; players, quoted notes and payment cards are built from parsed values; nothing is parsed as HTML. Text past
 * MAX_RENDERED_CHARS waits for 'Show the whole text'.
 */
export function NoteContent({ content, tags, className, images = NO_IMAGES, author }: NoteContentProps) {
  const [whole, setWhole] = useState(false);
  const text = typeof content === 'string' ? content : '';
  const { shown, cut } = useMemo(() => (whole ? { shown: text, cut: false } : leadingText(text)), [text, whole]);
  const tokens = useMemo(() => parseContent(shown, emojiMap(tags)), [shown, tags]);
  const media = useMemo(() => ({ images, tags, author }), [images, tags, author]);
  return (
    <Body className={className} data-prose="">
      {tokens.map((token, key) => renderToken(token, key, media, author))}
      {cut && (
        <>
          …{' '}
          <ShowWhole type="button" onClick={() => setWhole(true)}>
            {`Show the whole text (${text.length.toLocaleString('en')} characters)`}
          </ShowWhole>
        </>
      )}
    </Body>
  );
}

import type { ComponentType } from 'react';
import type { NostrEvent } from '@app/core';
import { NoteContent } from '../content/NoteContent';
import { ReactionBody, RepostBody, ZapBody } from './ActivityBodies';
import { ArticleBody } from './ArticleBody';
import { ChannelBody } from './ChannelBody';
import { DeletionBody } from './DeletionBody';
import { HighlightBody } from './HighlightBody';
import { ListingBody } from './ListingBody';
import { PictureBody } from './PictureBody';
import { UnknownKindBody } from './UnknownKindBody';

function PostBody({ event }: { event: NostrEvent }) {
  return <NoteContent content={event.content} tags={event.tags} />;
}

/** Event kinds and their renderers (spec 2 'Per-kind rendering'). */
export const KIND_RENDERERS: Readonly<Record<number, ComponentType<{ event: NostrEvent }>>> = {
  1: PostBody,
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

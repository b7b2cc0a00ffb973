import type { NostrEvent, Profile } from '@app/core';
import { ArticleContent, NoteCardSkeleton, ProfileName, ProxiedImage, TimeAgo } from '@app/ui/nostr';
import { EmptyState, ErrorState, Page, PageHeader } from '@app/ui';
import type { EventLoad } from '@app/ui/nostr';
import type { OtherArticlesLoad } from '../components/useOtherArticles';
import { ThreadReplies } from '../thread/ThreadParts';
import type { ThreadReply } from '../thread/thread-order';
import { ArticleViewOthers } from './ArticleViewOthers';

const SUMMARY_MAX_CHARS = 250;

function tagValue(event: NostrEvent, name: string): string | undefined {
  return event.tags.find((tag) => tag[0] === name)?.[1];
}

/** NIP-23 published_at (first publication, seconds), else the time of this version. */
function publishedAt(event: NostrEvent): number {
  const published = Number(tagValue(event, 'published_at'));
  return Number.isInteger(published) && published > 0 ? published : event.created_at;
}

function Article({ event, author }: { event: NostrEvent; author?: Profile }) {
  const summary = tagValue(event, 'summary');
  const image = tagValue(event, 'image');
  return (
    <article>
      <PageHeader title={tagValue(event, 'title') || 'Untitled article'} />
      <p>
        by <ProfileName pubkey={event.pubkey} profile={author} /> · <TimeAgo timestamp={publishedAt(event)} />
      </p>
      {image && <ProxiedImage src={image} alt="" />}
      {summary && <p><em>{summary.slice(0, SUMMARY_MAX_CHARS)}</em></p>}
      <ArticleContent content={event.content} />
    </article>
  );
}

export interface ArticleViewProps {
  load: EventLoad;
  /** The author's profile, when known. */
  author?: Profile;
  /** The author's other articles; the section is left out when not given. */
  others?: OtherArticlesLoad;
  /** NIP-22 comments under the article, in display order (default: none yet). */
  replies?: ThreadReply[];
  /** Set when the page got no usable address: the link as given, shown as 'Failed to load naddr:{id}'. */
  invalidAddress?: string;
}

/** A long-form article (NIP-23): title, author, summary, text and more from the author, or its load state. */
export function ArticleView({ load, author, others, replies = [], invalidAddress }: ArticleViewProps) {
  if (invalidAddress !== undefined) {
    return (
      <Page>
        <ErrorState title={`Failed to load naddr:${invalidAddress}`} />
      </Page>
    );
  }
  return (
    <Page>
      {load.state === 'loading' && <NoteCardSkeleton />}
      {load.state === 'missing' && <EmptyState title="Event not found" />}
      {load.state === 'error' && <ErrorState title="Failed to fetch event" message={load.message} />}
      {load.state === 'found' && <Article event={load.event} author={author} />}
      {load.state === 'found' && <ThreadReplies replies={replies} />}
      {load.state === 'found' && others && <ArticleViewOthers load={others} />}
    </Page>
  );
}

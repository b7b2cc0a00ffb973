import type { NostrEvent, Profile } from '@app/core';
import { EmptyState, ErrorState, NoteCardSkeleton, NoteContent, Page, PageHeader, ProfileName } from '@app/ui';
import type { EventLoad } from '../components/event-load';

const SUMMARY_MAX_CHARS = 250;

function tagValue(event: NostrEvent, name: string): string | undefined {
  return event.tags.find((tag) => tag[0] === name)?.[1];
}

function Article({ event, author }: { event: NostrEvent; author?: Profile }) {
  const summary = tagValue(event, 'summary');
  return (
    <article>
      <PageHeader title={tagValue(event, 'title') ?? 'Untitled article'} />
      <p>
        by <ProfileName pubkey={event.pubkey} profile={author} />
      </p>
      {summary && <p><em>{summary.slice(0, SUMMARY_MAX_CHARS)}</em></p>}
      <NoteContent content={event.content} />
    </article>
  );
}

export interface ArticleViewProps {
  load: EventLoad;
  /** The author's profile, when known. */
  author?: Profile;
}

/** A long-form article (NIP-23): title, author, summary and text, or its loading, missing and error states. */
export function ArticleView({ load, author }: ArticleViewProps) {
  return (
    <Page>
      {load.state === 'loading' && <NoteCardSkeleton />}
      {load.state === 'missing' && <EmptyState title="Event not found" />}
      {load.state === 'error' && <ErrorState title="Failed to fetch event" message={load.message} />}
      {load.state === 'found' && <Article event={load.event} author={author} />}
    </Page>
  );
}

import { EmptyState, ErrorState, NoteCardSkeleton, NoteContent, Page, PageHeader, ProfileName, useProfile } from '@app/ui';
import type { NostrEvent } from '@app/core';
import { useAddressableEvent, type AddressPointer } from '../components/useAddressableEvent';

function tagValue(event: NostrEvent, name: string): string | undefined {
  return event.tags.find((tag) => tag[0] === name)?.[1];
}

function Article({ event }: { event: NostrEvent }) {
  const profile = useProfile(event.pubkey);
  const summary = tagValue(event, 'summary');
  return (
    <article>
      <PageHeader title={tagValue(event, 'title') ?? 'Untitled article'} />
      <p>
        by <ProfileName pubkey={event.pubkey} profile={profile} />
      </p>
      {summary && <p><em>{summary.slice(0, 250)}</em></p>}
      <NoteContent content={event.content} />
    </article>
  );
}

/** A long-form article (NIP-23) by its naddr; rich markdown arrives with the notes issue. */
export default function ArticlePage({ address }: { address?: AddressPointer }) {
  const load = useAddressableEvent(address);
  return (
    <Page>
      {load.state === 'loading' && <NoteCardSkeleton />}
      {load.state === 'missing' && <EmptyState title="Event not found" />}
      {load.state === 'error' && <ErrorState title="Failed to fetch event" message={load.message} />}
      {load.state === 'found' && <Article event={load.event} />}
    </Page>
  );
}

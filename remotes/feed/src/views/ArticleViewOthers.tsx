import styled from '@emotion/styled';
import { Link } from '@app/ui';
import { addressPath, type NostrEvent } from '@app/core';
import { Spinner } from '@app/ui';
import { TimeAgo } from '@app/ui/nostr';
import type { OtherArticlesLoad } from '../components/useOtherArticles';

const Section = styled.section`
  margin-top: ${(p) => p.theme.spacing.xxl}px;
  padding: ${(p) => p.theme.spacing.lg}px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  & h2 {
    margin: 0 0 ${(p) => p.theme.spacing.md}px;
    font-size: ${(p) => p.theme.fontSizes.md}px;
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li {
    display: flex;
    justify-content: space-between;
    gap: ${(p) => p.theme.spacing.md}px;
    padding: ${(p) => p.theme.spacing.sm}px 0;
  }
  /* A title is the author's text: one without spaces wraps anywhere instead of pushing the row past the page. */
  & li > a {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & li > time {
    flex-shrink: 0;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
`;

function titleOf(event: NostrEvent): string {
  return event.tags.find((tag) => tag[0] === 'title')?.[1] || 'Untitled article';
}

function pathOf(event: NostrEvent): string {
  const identifier = event.tags.find((tag) => tag[0] === 'd')?.[1] ?? '';
  return addressPath({ kind: event.kind, pubkey: event.pubkey, identifier });
}

/** 'More from this author': up to five other articles, or 'No other articles from this author'. */
export function ArticleViewOthers({ load }: { load: OtherArticlesLoad }) {
  return (
    <Section aria-label="More from this author">
      <h2>More from this author</h2>
      {load.state === 'loading' && <Spinner label="Loading other articles" />}
      {load.state === 'done' && load.articles.length === 0 && <Muted>No other articles from this author</Muted>}
      {load.state === 'done' && load.articles.length > 0 && (
        <ul>
          {load.articles.map((event) => (
            <li key={event.id}>
              <Link to={pathOf(event)}>{titleOf(event)}</Link>
              <TimeAgo timestamp={event.created_at} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import type { NostrEvent } from '@app/core';
import { truncateText } from '../content/parseContent';
import { ProxiedImage } from '../media/ProxiedImage';
import { tagValue } from './eventTags';
import { KindMuted, KindStack, KindTitle } from './kindStyles';
import { SUMMARY_MAX } from './listing';

const ArticleMarkdown = lazy(() => import('./ArticleMarkdown'));

const Prose = styled.div`
  overflow-wrap: anywhere;
  min-width: 0;
  & pre {
    overflow-x: auto;
    max-width: 100%;
  }
  & table {
    display: block;
    overflow-x: auto;
  }
`;

/** A long-form article (kind 30023): title, image, summary (250), then its markdown rendered safely. */
export function ArticleBody({ event }: { event: NostrEvent }) {
  const summary = tagValue(event, 'summary');
  const image = tagValue(event, 'image');
  return (
    <KindStack data-testid="article">
      <KindTitle>{tagValue(event, 'title') || 'Untitled article'}</KindTitle>
      {image && <ProxiedImage src={image} alt="" />}
      {summary && <KindMuted>{truncateText(summary, SUMMARY_MAX)}</KindMuted>}
      <Prose>
        <Suspense fallback={<KindMuted>Loading...</KindMuted>}>
          <ArticleMarkdown content={event.content} />
        </Suspense>
      </Prose>
    </KindStack>
  );
}

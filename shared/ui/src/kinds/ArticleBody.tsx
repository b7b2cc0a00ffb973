import type { NostrEvent } from '@app/core';
import { truncateText } from '../content/parseContent';
import { ProxiedImage } from '../media/ProxiedImage';
import { ArticleContent } from './ArticleContent';
import { tagValue } from './eventTags';
import { KindMuted, KindStack, KindTitle } from './kindStyles';
import { SUMMARY_MAX } from './listing';

/** A long-form article (kind 30023): title, image, summary (250), then its markdown rendered safely. */
export function ArticleBody({ event }: { event: NostrEvent }) {
  const summary = tagValue(event, 'summary');
  const image = tagValue(event, 'image');
  return (
    <KindStack data-testid="article">
      <KindTitle>{tagValue(event, 'title') || 'Untitled article'}</KindTitle>
      {image && <ProxiedImage src={image} alt="" />}
      {summary && <KindMuted>{truncateText(summary, SUMMARY_MAX)}</KindMuted>}
      <ArticleContent content={event.content} />
    </KindStack>
  );
}

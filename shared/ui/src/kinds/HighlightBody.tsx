import styled from '@emotion/styled';
import type { NostrEvent } from '@app/core';
import { AppLink } from '../content/AppLink';
import { truncateLabel } from '../content/parseContent';
import { safeHttpUrl } from '../content/safeHttpUrl';
import { tagValue, targetEventId } from './eventTags';
import { KindStack } from './kindStyles';
import { QuotedEvent } from './QuotedEvent';

const Quote = styled.blockquote`
  margin: 0;
  padding-left: ${(p) => p.theme.spacing.md}px;
  border-left: 3px solid ${(p) => p.theme.colors.accent};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A highlight (NIP-84, kind 9802): the quoted passage, then its source (a web page or a note). */
export function HighlightBody({ event }: { event: NostrEvent }) {
  const source = safeHttpUrl(tagValue(event, 'r'));
  const sourceEvent = targetEventId(event);
  const comment = tagValue(event, 'comment');
  return (
    <KindStack data-testid="highlight">
      {comment && <div>{comment}</div>}
      <Quote>{event.content}</Quote>
      {source && <AppLink href={source}>{truncateLabel(source)}</AppLink>}
      {!source && sourceEvent && <QuotedEvent id={sourceEvent} />}
    </KindStack>
  );
}

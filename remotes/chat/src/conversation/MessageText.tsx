import styled from '@emotion/styled';
import { useMemo } from 'react';
import { textParts } from './message-text';

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  word-break: normal;
  a {
    color: inherit;
    text-decoration: underline;
  }
`;

/** A message's content as plain text (never HTML), its http(s) URLs linked, written in its own direction. */
export function MessageText({ content }: { content: string }) {
  const parts = useMemo(() => textParts(content), [content]);
  return (
    <Text dir="auto">
      {parts.map((part, index) =>
        part.type === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}

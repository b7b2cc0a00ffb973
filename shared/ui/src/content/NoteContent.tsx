import styled from '@emotion/styled';
import { Link } from 'react-router';
import { parseContent, type ContentToken } from './parseContent';

const Body = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  word-break: break-word;
`;

/** Path of the search page for a hashtag: `/search/%23tag`. */
export function hashtagPath(tag: string): string {
  return `/search/${encodeURIComponent(`#${tag.toLowerCase()}`)}`;
}

/** `@npub1abcdefg…wxyz` for profiles, `note1abcdefg…wxyz` for events (same shape as core's shortNpub). */
function mentionLabel(id: string): string {
  const isProfile = id.startsWith('npub') || id.startsWith('nprofile');
  const short = id.length > 20 ? `${id.slice(0, 11)}…${id.slice(-4)}` : id;
  return `${isProfile ? '@' : ''}${short}`;
}

function renderToken(token: ContentToken, key: number) {
  switch (token.kind) {
    case 'text':
      return token.text;
    case 'link':
      return (
        <a key={key} href={token.href} target="_blank" rel="noopener noreferrer nofollow">
          {token.label}
        </a>
      );
    case 'hashtag':
      return (
        <Link key={key} to={hashtagPath(token.tag)}>
          #{token.tag}
        </Link>
      );
    case 'mention':
      return (
        <Link key={key} to={`/${token.id}`}>
          {mentionLabel(token.id)}
        </Link>
      );
  }
}

export interface NoteContentProps {
  content: string;
  className?: string;
}

/**
 * Note text as React text nodes, with line breaks kept. Only http(s) URLs,
 * #hashtags and nostr: mentions become links; nothing is parsed as HTML.
 */
export function NoteContent({ content, className }: NoteContentProps) {
  return <Body className={className}>{parseContent(content).map(renderToken)}</Body>;
}

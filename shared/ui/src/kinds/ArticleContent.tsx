import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import { KindMuted } from './kindStyles';

const ArticleMarkdown = lazy(() => import('./ArticleMarkdown'));

const Prose = styled.div`
  line-height: 1.6;
  overflow-wrap: anywhere;
  min-width: 0;
  & h2, & h3, & h4, & h5, & h6 {
    margin: ${(p) => p.theme.spacing.xl}px 0 ${(p) => p.theme.spacing.sm}px;
  }
  & p, & blockquote, & ul, & ol, & pre, & table {
    margin: 0 0 ${(p) => p.theme.spacing.lg}px;
  }
  & blockquote {
    padding-left: ${(p) => p.theme.spacing.md}px;
    border-left: 3px solid ${(p) => p.theme.colors.border};
    color: ${(p) => p.theme.colors.muted};
  }
  & pre {
    padding: ${(p) => p.theme.spacing.md}px;
    overflow-x: auto;
    max-width: 100%;
    background: ${(p) => p.theme.colors.surface};
    border-radius: ${(p) => p.theme.radius.sm}px;
  }
  & table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
  }
  & th, & td {
    padding: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.sm}px;
    border: 1px solid ${(p) => p.theme.colors.border};
  }
  & hr {
    border: none;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
`;

/**
 * An article's markdown (NIP-23), the one renderer of cards and the article page: GFM, images through the proxy,
 * nostr: mentions and #hashtags as in-app links; raw HTML is never rendered.
 */
export function ArticleContent({ content }: { content: string }) {
  return (
    <Prose data-testid="article-body" data-prose="">
      <Suspense fallback={<KindMuted>Loading...</KindMuted>}>
        <ArticleMarkdown content={content} />
      </Suspense>
    </Prose>
  );
}

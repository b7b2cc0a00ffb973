import styled from '@emotion/styled';
import { NoteContent } from '@app/ui';
import { articleBlocks, plainInline, type ArticleBlock } from './ArticleViewBlocks';

const Body = styled.div`
  line-height: 1.6;
  & h2, & h3, & h4 {
    margin: ${(p) => p.theme.spacing.xl}px 0 ${(p) => p.theme.spacing.sm}px;
  }
  & > div, & blockquote, & ul, & ol, & pre {
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
    background: ${(p) => p.theme.colors.surface};
    border-radius: ${(p) => p.theme.radius.sm}px;
  }
  & hr {
    border: none;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
`;

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return <Heading>{plainInline(block.text)}</Heading>;
    }
    case 'paragraph':
      return <NoteContent content={plainInline(block.text)} />;
    case 'quote':
      return (
        <blockquote>
          <NoteContent content={plainInline(block.text)} />
        </blockquote>
      );
    case 'code':
      return (
        <pre>
          <code>{block.text}</code>
        </pre>
      );
    case 'rule':
      return <hr />;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, i) => (
            <li key={i}>
              <NoteContent content={plainInline(item)} />
            </li>
          ))}
        </List>
      );
    }
  }
}

/** An article's text as blocks (headings, paragraphs, lists, quotes, code), never parsed as HTML. */
export function ArticleViewBody({ content }: { content: string }) {
  return (
    <Body data-testid="article-body">
      {articleBlocks(content).map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </Body>
  );
}

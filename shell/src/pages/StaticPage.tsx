import { Page, PageHeader } from '@app/ui';
import { STATIC_TEXTS, type StaticPageName } from './static-texts';

export function StaticPage({ page }: { page: StaticPageName }) {
  const { title, paragraphs } = STATIC_TEXTS[page];
  return (
    <Page>
      <PageHeader title={title} />
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Page>
  );
}

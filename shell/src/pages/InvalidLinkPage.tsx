import { EmptyState, Page } from '@app/ui';
import { Link } from 'react-router';
import { invalidLinkText } from './invalid-link-text';

/** A link that does not decode: what kind of link it claims to be, and a way home. */
export function InvalidLinkPage({ link }: { link: string }) {
  const { title, message } = invalidLinkText(link);
  return (
    <Page>
      <EmptyState title={title}>
        <p>{message}</p>
        <Link to="/">Go to the home page</Link>
      </EmptyState>
    </Page>
  );
}

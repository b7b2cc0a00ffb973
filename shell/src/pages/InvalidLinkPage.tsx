import { EmptyState, Page } from '@app/ui';

export function InvalidLinkPage() {
  return (
    <Page>
      <EmptyState title="Invalid Profile Link">
        <p>The profile link appears to be invalid.</p>
      </EmptyState>
    </Page>
  );
}

import { EmptyState, Page, PageHeader } from '@app/ui';

/** /old-wallet: the legacy wallet screen frame. */
export default function OldWalletPage() {
  return (
    <Page>
      <PageHeader title="Old wallet" />
      <EmptyState title="No legacy wallet found" />
    </Page>
  );
}

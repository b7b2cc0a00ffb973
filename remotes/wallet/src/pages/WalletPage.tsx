import { EmptyState, Page, PageHeader } from '@app/ui';

/** /wallet: the page frame and empty state (the wallet itself is its own issue). */
export default function WalletPage() {
  return (
    <Page>
      <PageHeader title="Wallet" />
      <EmptyState title="No wallet connected">
        <p>Connect a wallet to send and receive zaps.</p>
      </EmptyState>
    </Page>
  );
}

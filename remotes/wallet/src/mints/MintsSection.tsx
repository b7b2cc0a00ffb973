import styled from '@emotion/styled';
import { useState } from 'react';
import { Spinner, useObservable } from '@app/ui';
import type { MintRow, WalletPort } from '../wallet-port/wallet-port';
import { Alert, Note } from '../ui/Alert';
import { Section } from '../ui/Section';
import { useAsyncAction } from '../ui/useAsyncAction';
import { AddMintForm } from './AddMintForm';
import { MintItem } from './MintItem';
import { RemoveMintDialog } from './RemoveMintDialog';

/** Spec 2 §8, shown where the mints would be. */
export const NO_MINTS = 'No mints configured. Add a mint first.';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The ecash wallet's mints: each with what it holds, Remove (confirmed when it holds ecash), and Add mint. */
export function MintsSection({ port }: { port: WalletPort }) {
  const mints = useObservable<MintRow[] | undefined>(port.mints$, undefined);
  const balances = useObservable<Record<string, number>>(port.mintBalances$, {});
  const [confirming, setConfirming] = useState<MintRow | null>(null);
  const remove = useAsyncAction((url: string) => port.removeMint(url));
  const balanceOf = (mint: MintRow) => balances[mint.url] ?? 0;
  const askRemove = (mint: MintRow) => (balanceOf(mint) > 0 ? setConfirming(mint) : void remove.run(mint.url));

  return (
    <Section title="Mints">
      {mints === undefined ? (
        <Spinner label="Loading mints" />
      ) : mints.length === 0 ? (
        <Note>{NO_MINTS}</Note>
      ) : (
        <List aria-label="Mints">
          {mints.map((mint) => (
            <MintItem key={mint.url} mint={mint} balance={balanceOf(mint)} onRemove={askRemove} />
          ))}
        </List>
      )}
      {remove.error && <Alert role="alert">{remove.error}</Alert>}
      <AddMintForm onAdd={(url) => port.addMint(url)} />
      {confirming && (
        <RemoveMintDialog
          mint={confirming}
          balance={balanceOf(confirming)}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void remove.run(confirming.url);
          }}
        />
      )}
    </Section>
  );
}

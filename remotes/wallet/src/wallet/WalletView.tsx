import { useEffect, useState } from 'react';
import { useObservable } from '@app/ui';
import { WalletActions, type WalletAction } from '../actions/WalletActions';
import { BalanceCard } from '../balance/BalanceCard';
import { EcashMemoryWarning } from '../balance/EcashMemoryWarning';
import { LiveBalance } from '../balance/LiveBalance';
import { LazyPayDialog, LazyPaymentRequestDialog, LazyReceiveDialog, LazySendDialog } from '../dialogs/lazyDialogs';
import { HistorySection } from '../history/HistorySection';
import { MintsSection } from '../mints/MintsSection';
import { ConnectionsSection } from '../nwc/ConnectionsSection';
import { ProviderSwitcher } from '../provider/ProviderSwitcher';
import { Section } from '../ui/Section';
import type { ConnectionsState, WalletPort, WalletProvider } from '../wallet-port/wallet-port';
import type { WalletRouteRequest } from './route-request';

type OpenDialog = { kind: WalletAction; invoice?: string } | { kind: 'request'; request: string };

export interface WalletViewProps {
  port: WalletPort;
  /** What the navigation to this page asks for (an invoice or a Cashu payment request to pay). */
  request?: WalletRouteRequest | null;
}

/** The wallet: balance, Receive/Send/Pay, history, the provider and its settings (mints or NWC connections). */
export function WalletView({ port, request = null }: WalletViewProps) {
  const provider = useObservable<WalletProvider | undefined>(port.provider$, undefined);
  const connections = useObservable<ConnectionsState | undefined>(port.connections$, undefined);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  useEffect(() => {
    if (request?.invoice) setDialog({ kind: 'pay', invoice: request.invoice });
    else if (request?.paymentRequest) setDialog({ kind: 'request', request: request.paymentRequest });
  }, [request]);

  if (!provider) return <BalanceCard />;
  const active = provider === 'nwc' ? connections?.connections.find((connection) => connection.id === connections.activeId) : undefined;
  const remoteWallet = active ? `nwc:${active.id}` : provider === 'native' && port.weblnAvailable() ? 'native' : null;
  const close = () => setDialog(null);

  return (
    <>
      {provider === 'cashu' && <EcashMemoryWarning port={port} />}
      <LiveBalance port={port} provider={provider} connectionName={active?.name} remoteWallet={remoteWallet} />
      <WalletActions provider={provider} onAction={(kind) => setDialog({ kind })} />
      <HistorySection port={port} nwcWallet={active?.id ?? null} nwcBalance={active?.balance} />
      <Section title="Wallet provider">
        <ProviderSwitcher provider={provider} weblnAvailable={port.weblnAvailable()} onChange={(next) => port.setProvider(next)} hideLegend />
      </Section>
      {provider === 'cashu' && <MintsSection port={port} />}
      {provider === 'nwc' && <ConnectionsSection port={port} provider={provider} />}
      {dialog?.kind === 'receive' && <LazyReceiveDialog port={port} provider={provider} onClose={close} />}
      {dialog?.kind === 'send' && <LazySendDialog port={port} onClose={close} />}
      {dialog?.kind === 'pay' && <LazyPayDialog port={port} provider={provider} onClose={close} initialInvoice={dialog.invoice} />}
      {dialog?.kind === 'request' && <LazyPaymentRequestDialog port={port} request={dialog.request} onClose={close} />}
    </>
  );
}

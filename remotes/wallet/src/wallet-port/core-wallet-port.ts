import type { Core } from '@app/core';
import { walletOf, type WalletService } from '@app/core/wallet';
import { firstValue, following, mapped } from './subscribable';
import type { WalletPort } from './wallet-port';

/** The core's wallet seen through the page's port (loaded with @app/core/wallet, out of the page's own code). */
export function coreWalletPort(core: Core): WalletPort {
  return walletPortOf(walletOf(core));
}

/** The port of a wallet service: observables of the current account follow account switches (sign-in, sign-out). */
export function walletPortOf(service: WalletService): WalletPort {
  const account = () => firstValue(service.account$);
  const cashu = async () => (await account()).cashu;
  return {
    provider$: service.provider$,
    balance$: service.balance$,
    connections$: mapped(service.state$, (state) => ({ connections: state.connections, activeId: state.activeConnectionId })),
    mints$: following(service.account$, (current) => current.cashu.mints$),
    mintBalances$: following(service.account$, (current) => current.cashu.balances$),
    operations$: following(service.account$, (current) => current.cashu.operations$),
    payments$: following(service.account$, (current) => current.payments.all$),
    ecashInMemory$: following(service.account$, (current) => current.database.inMemory$),
    // The core's WebLN wallet knows this too (createWeblnWallet().available) but the service does not expose it.
    weblnAvailable: () => (globalThis as { webln?: unknown }).webln !== undefined,
    setProvider: (provider) => service.setProvider(provider),
    addConnection: (connectionString, name) => service.addConnection(connectionString, name),
    activateConnection: (id) => service.useConnection(id),
    removeConnection: (id) => service.removeConnection(id),
    disconnect: () => service.disconnect(),
    refreshBalance: () => service.refreshBalance(),
    nwcTransactions: () => service.nwcClient()?.then((client) => client.listTransactions({ limit: 50 })) ?? null,
    payInvoice: (invoice) => service.payInvoice(invoice),
    makeInvoice: (amount, description) => service.makeInvoice(amount, description),
    addMint: async (url) => (await cashu()).addMint(url),
    removeMint: async (url) => (await cashu()).removeMint(url),
    receiveLightning: async (amount) => (await cashu()).receiveLightning(amount),
    checkLightning: async (id) => (await cashu()).checkLightning(id),
    receiveToken: async (token) => (await cashu()).receiveToken(token),
    sendToken: async (amount, opts) => (await cashu()).sendToken(amount, opts),
    quoteMelt: async (invoice) => (await cashu()).quoteMelt(invoice),
    payMeltQuote: async (quote) => (await cashu()).payMeltQuote(quote),
    readPaymentRequest: async (encoded) => (await cashu()).readPaymentRequest(encoded),
    payPaymentRequest: async (encoded, opts) => (await cashu()).payPaymentRequest(encoded, opts),
  };
}

import type { Core } from '@app/core';
import { loadApi, walletOf } from '@app/core/wallet';
import { firstValue } from '../wallet-port/subscribable';
import type { SubscribePort } from './subscribe-port';

/** The core's API client, subscriber look-ups and wallet, as /subscribe uses them. */
export async function coreSubscribePort(core: Core): Promise<SubscribePort> {
  const { apiOf, SUBSCRIPTION_TIERS } = await loadApi();
  const api = apiOf(core);
  const wallet = walletOf(core);
  return {
    tiers: SUBSCRIPTION_TIERS,
    status$: (pubkey) => core.subscriptions.status$(pubkey),
    check: (pubkey) => core.subscriptions.check(pubkey),
    async buy(plan, term) {
      const invoice = await api.createSubscription(plan, term);
      const { payment_link } = await api.paymentLink(invoice.id);
      return payment_link.replace(/^lightning:/i, '');
    },
    async canPay() {
      const provider = await firstValue(wallet.provider$);
      if (provider === 'disabled') return false;
      return provider !== 'cashu' || ((await firstValue(wallet.balance$)) ?? 0) > 0;
    },
    pay: async (invoice) => void (await wallet.payInvoice(invoice, { type: 'subscription', message: 'Subscription' })),
  };
}

import { displayName, type Core } from '@app/core';
import { nutzapsOf, startZapCampaign, walletOf, zapsOf } from '@app/core/wallet';
import { firstValue } from '../wallet-port/subscribable';
import type { ZapPort } from './zap-port';
import { zapFailureToast } from './zap-toast';

const PROFILE_WAIT_MS = 3000;

/** The first profile the core has for `pubkey`, waiting a little for one to arrive. */
function profileOf(core: Core, pubkey: string) {
  return new Promise<Parameters<typeof displayName>[0]>((resolve) => {
    const timer = setTimeout(() => done(undefined), PROFILE_WAIT_MS);
    const subscription = core.profiles.profile$(pubkey).subscribe((profile) => profile && done(profile));
    function done(profile: Parameters<typeof displayName>[0]) {
      clearTimeout(timer);
      queueMicrotask(() => subscription.unsubscribe());
      resolve(profile);
    }
  });
}

/** The core's zaps seen through the port (loaded with @app/core/wallet, on the first zap). */
export function coreZapPort(core: Core): ZapPort {
  const zaps = zapsOf(core);
  const wallet = walletOf(core);
  return {
    plan: (target) => zaps.plan(target),
    invoice: (plan, bits, comment) => zaps.invoice(plan, bits, comment),
    pay: (zap) => zaps.pay(zap),
    receipt$: (zap) => zaps.receipt$(zap),
    async canPay() {
      const provider = await firstValue(wallet.provider$);
      if (provider === 'disabled') return false;
      return provider !== 'cashu' || ((await firstValue(wallet.balance$)) ?? 0) > 0;
    },
    defaults: () => ({ amount: core.user.get().defaultZapAmount, comment: core.user.get().defaultZapComment }),
    saveDefaults: ({ amount, comment }) =>
      core.user.update({ ...(amount !== undefined && { defaultZapAmount: amount }), ...(comment !== undefined && { defaultZapComment: comment }) }),
    nameOf: async (pubkey) => displayName(await profileOf(core, pubkey), pubkey),
    addPendingZap: (noteId, bits, comment) => {
      const me = core.user.get().publicKey;
      return core.actions.addPendingZap(noteId, { pubkey: me, amount: bits, comment });
    },
    toastFailure: (message, linkTo) => core.bus.publish(zapFailureToast(message, linkTo)),
    toastSuccess: (message) => core.bus.publish({ type: 'toast', kind: 'success', message }),
    startCampaign: (posts, options) => startZapCampaign(core, posts, options),
    canNutzap: (pubkey) => nutzapsOf(core).canNutzap(pubkey).catch(() => false),
    nutzap: async (request, bits, comment) => void (await nutzapsOf(core).nutzap({ pubkey: request.pubkey, event: request.event }, bits, comment)),
  };
}


// The corpus in the money fields: zap comments (real LNURL zaps paid on the test ledger), Cashu token memos (a real
// token from the test mint, re-encoded per memo) and an NWC wallet whose get_info alias is hostile.
import { getEncodedToken } from '@cashu/cashu-ts';
import type { Event } from 'nostr-tools/pure';
import { startNwcService } from '../servers/money/nwc-service.mjs';
import type { Ledger } from '../servers/money/fake-lightning.mjs';
import { plainWallet } from '../support/wallet';
import type { HostileAuthor, User } from './hostile-events';

/** A zap request's JSON becomes the receipt's `description` tag, which the relay caps at 1,024 characters. */
const ZAP_COMMENT_MAX = 300;
const ZAP_MSAT = 1000;

interface ZapApp {
  relayUrl: string;
  ledger: Ledger;
  zaps: { url: string; receipts(): Event[] };
}

/** Zaps `note` once from each author through the zap server's LNURL callback, its case as the comment; paid at once. */
export async function zapWithHostileComments(app: ZapApp, recipientName: string, note: Event, authors: HostileAuthor[]): Promise<number> {
  const info = await (await fetch(`${app.zaps.url}/.well-known/lnurlp/${recipientName}`)).json();
  app.ledger.createAccount('hostile-zapper', { unlimited: true });
  for (const { case: entry, user } of authors) {
    const request = user.sign({
      kind: 9734,
      content: entry.payload.slice(0, ZAP_COMMENT_MAX),
      tags: [['p', note.pubkey], ['e', note.id], ['amount', String(ZAP_MSAT)], ['relays', app.relayUrl]],
    });
    const callback = `${info.callback}?amount=${ZAP_MSAT}&nostr=${encodeURIComponent(JSON.stringify(request))}`;
    const { pr, reason } = await (await fetch(callback)).json();
    if (!pr) throw new Error(`zap ${entry.id} refused: ${reason}`);
    app.ledger.pay(pr, { from: 'hostile-zapper' });
  }
  return ZAP_COMMENT_MAX;
}

/** One real token of the test mint, encoded once per memo (memos are not signed: any wallet may write them). */
export async function tokensWithMemos(mintUrl: string, memos: string[]): Promise<string[]> {
  const wallet = await plainWallet(mintUrl);
  const quote = await wallet.createMintQuoteBolt11(2);
  const proofs = await wallet.mintProofsBolt11(2, quote.quote);
  return memos.map((memo) => getEncodedToken({ mint: mintUrl, proofs, unit: 'sat', memo: memo.slice(0, 1000) }));
}

/** A note of `author` holding every token. */
export function tokenNote(author: User, tokens: string[]): Event {
  return author.sign({ kind: 1, content: `Free ecash for everyone:\n${tokens.join('\n')}` });
}

/** An NWC wallet service on the relay whose get_info alias is `alias`; close() stops it. */
export function hostileNwcWallet(relayUrl: string, ledger: Ledger, alias: string) {
  return startNwcService({ relayUrl, ledger, account: 'hostile-nwc', seed: 'hostile-alias', name: alias, startingBalanceMsat: 21_000 });
}

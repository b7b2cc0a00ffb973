// The local money services together: one fake lightning ledger, the Cashu test mint, the zap server and the API server
// (paid subscriptions) on it and, given a relay, the NWC wallet service on it. With `dataDir` the ledger (ledger.json) and the mint (mint.sqlite) survive restarts.
import { join } from 'node:path';
import { startCashuMint } from './cashu-mint.mjs';
import { createLedger } from './fake-lightning.mjs';
import { startNwcService } from './nwc-service.mjs';
import { startZapServer } from './zap-server.mjs';
import { startApiServer } from '../api-server.mjs';

export async function startMoneyServices({ relayUrl, mintPort = 0, zapPort = 0, apiPort = 0, dataDir, autoPayQuotes = true, nip04Only = false, pushAgent, log = console.error } = {}) {
  const ledger = createLedger({ path: dataDir && join(dataDir, 'ledger.json') });
  const mint = await startCashuMint({ ledger, port: mintPort, dataPath: dataDir && join(dataDir, 'mint.sqlite'), autoPayQuotes, log });
  let nwc = null;
  let zaps = null;
  let api = null;
  try {
    zaps = await startZapServer({ ledger, port: zapPort, log });
    api = await startApiServer({ ledger, port: apiPort, relayUrl, pushAgent });
    nwc = relayUrl ? await startNwcService({ relayUrl, ledger, nip04Only }) : null;
  } catch (error) {
    await api?.close();
    await zaps?.close();
    await mint.close();
    throw error;
  }
  const services = {
    mintUrl: mint.url,
    nwcUri: nwc?.uri ?? null,
    ledger,
    mint,
    nwc,
    zaps,
    api,
    /** Restarts the mint on the same port and data; `mint` is the new handle afterwards. */
    async restartMint() {
      services.mint = await services.mint.restart();
      return services.mint;
    },
    async close() {
      await nwc?.close();
      await zaps.close();
      await api.close();
      await services.mint.close();
    },
  };
  return services;
}

import { remoteConfig } from '../../scripts/build/rspack-app.mjs';

/** Pages this remote exposes to the shell (loaded at runtime as `<remote>/<Page>`). */
export default remoteConfig(import.meta.url, {
  './Wallet': './src/pages/WalletPage.tsx',
  './OldWallet': './src/pages/OldWalletPage.tsx',
  './Subscribe': './src/pages/SubscribePage.tsx',
  './ZapFlow': './src/zap/ZapFlow.tsx',
  './ZapCampaign': './src/zap/ZapCampaign.tsx',
});

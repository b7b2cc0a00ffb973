import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { remoteConfig } from '../../scripts/build/rspack-app.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));
const { config } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default remoteConfig({
  name: 'wallet',
  dir,
  port: Number(process.env.PORT ?? config.port),
  exposes: { './Wallet': './src/pages/WalletPage.tsx', './OldWallet': './src/pages/OldWalletPage.tsx', './Subscribe': './src/pages/SubscribePage.tsx' },
});

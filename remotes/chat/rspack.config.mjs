import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { remoteConfig } from '../../scripts/build/rspack-app.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));
const { config } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default remoteConfig({
  name: 'chat',
  dir,
  port: Number(process.env.PORT ?? config.port),
  exposes: { './Chats': './src/pages/ChatsPage.tsx' },
});

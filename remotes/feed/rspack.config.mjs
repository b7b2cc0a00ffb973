import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { remoteConfig } from '../../scripts/build/rspack-app.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));
const { config } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default remoteConfig({
  name: 'feed',
  dir,
  port: Number(process.env.PORT ?? config.port),
  exposes: { './Home': './src/pages/HomePage.tsx', './NewPost': './src/pages/NewPostPage.tsx', './Notifications': './src/pages/NotificationsPage.tsx', './Post': './src/pages/PostPage.tsx', './Article': './src/pages/ArticlePage.tsx' },
});

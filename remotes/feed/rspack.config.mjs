import { remoteConfig } from '../../scripts/build/rspack-app.mjs';

/** Pages this remote exposes to the shell (loaded at runtime as `<remote>/<Page>`). */
export default remoteConfig(import.meta.url, {
  './Home': './src/pages/HomePage.tsx',
  './NewPost': './src/pages/NewPostPage.tsx',
  './Notifications': './src/pages/NotificationsPage.tsx',
  './Post': './src/pages/PostPage.tsx',
  './Article': './src/pages/ArticlePage.tsx',
  './ComposeModal': './src/pages/ComposeModalPage.tsx',
});

import { remoteConfig } from '../../scripts/build/rspack-app.mjs';

/** Pages this remote exposes to the shell (loaded at runtime as `<remote>/<Page>`). */
export default remoteConfig(import.meta.url, {
  './Settings': './src/pages/SettingsPage.tsx',
});

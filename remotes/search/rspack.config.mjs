import { remoteConfig } from '../../scripts/build/rspack-app.mjs';

/** Pages this remote exposes to the shell (loaded at runtime as `<remote>/<Page>`), and the search box the shell shows. */
export default remoteConfig(import.meta.url, {
  './Search': './src/pages/SearchPage.tsx',
  './People': './src/pages/PeoplePage.tsx',
  './Market': './src/pages/MarketPage.tsx',
  './Map': './src/pages/MapPage.tsx',
  './Relay': './src/pages/RelayPage.tsx',
  './SearchBox': './src/search-box/SearchBoxEntry.tsx',
});

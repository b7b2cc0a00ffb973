// The federated apps of this repo, with their default ports (shell on PORT, remotes on PORT+1…PORT+6).
export const REMOTES = ['feed', 'profile', 'wallet', 'chat', 'search', 'settings'];

export function appPorts(basePort = Number(process.env.PORT ?? 8080)) {
  return Object.fromEntries([['shell', basePort], ...REMOTES.map((name, i) => [name, basePort + i + 1])]);
}

export function appDir(name) {
  return name === 'shell' ? 'shell' : `remotes/${name}`;
}

/** The demo's first user (alice): the social graph root for visitors when the embedded relay serves the demo. */
export const DEMO_GRAPH_ROOT = '16ee0910c0da42b72a0b9d478d3270be41cf16309f149a57ed802d3970812bae';

/** The runtime config the shell reads at start: remote name → manifest URL, default relays, Cashu mints, optional map tiles, the API and graph services. */
export function runtimeConfig({ ports, relays, socialGraphRoot = DEMO_GRAPH_ROOT, mapTiles, mints, apiServer, socialGraphService }) {
  const remotes = Object.fromEntries(REMOTES.map((name) => [name, `http://127.0.0.1:${ports[name]}/mf-manifest.json`]));
  return {
    remotes,
    relays,
    ...(socialGraphRoot ? { socialGraphRoot } : {}),
    ...(mapTiles === undefined ? {} : { mapTiles }),
    ...(mints?.length ? { mints } : {}),
    ...(apiServer ? { apiServer } : {}),
    ...(socialGraphService ? { socialGraphService } : {}),
  };
}

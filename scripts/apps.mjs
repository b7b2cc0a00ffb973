// The federated apps of this repo, with their default ports (shell on PORT, remotes on PORT+1…PORT+6).
export const REMOTES = ['feed', 'profile', 'wallet', 'chat', 'search', 'settings'];

export function appPorts(basePort = Number(process.env.PORT ?? 8080)) {
  return Object.fromEntries([['shell', basePort], ...REMOTES.map((name, i) => [name, basePort + i + 1])]);
}

export function appDir(name) {
  return name === 'shell' ? 'shell' : `remotes/${name}`;
}

/** The runtime config the shell reads at start: remote name → manifest URL, plus default relays. */
export function runtimeConfig({ ports, relays }) {
  const remotes = Object.fromEntries(REMOTES.map((name) => [name, `http://127.0.0.1:${ports[name]}/mf-manifest.json`]));
  return { remotes, relays };
}

// A social graph service for `npm start` and tests: GET /?maxNodes=N&format=binary answers the follow and mute graph
// of the relay's contact and mute lists, seen from `root`, in nostr-social-graph's binary format (what the app's
// 'Download graph' reads). Each request reads the relay afresh; a relay that cannot be read gives 502.
import WebSocket from 'ws';
import { SocialGraph } from 'nostr-social-graph';
import { Relay } from 'nostr-tools/relay';
import { CORS_HEADERS, listen, refuse } from './media-server-util.mjs';

const MAX_NODES_LIMIT = 1_000_000;

/** Every contact list (3) and mute list (10000) the relay holds. */
async function graphLists(relayUrl) {
  const relay = await Relay.connect(relayUrl, { websocketImplementation: WebSocket });
  try {
    return await new Promise((resolve) => {
      const events = [];
      relay.subscribe([{ kinds: [3, 10000] }], { onevent: (event) => events.push(event), oneose: () => resolve(events), onclose: () => resolve(events) });
    });
  } finally {
    relay.close();
  }
}

/** The graph from `root` over the relay's lists, as the library's binary. */
export async function graphBinary(relayUrl, root, maxNodes) {
  const graph = new SocialGraph(root);
  graph.handleEvent(await graphLists(relayUrl), true);
  await graph.recalculateFollowDistances(1000, Number.MAX_SAFE_INTEGER, () => {});
  return graph.toBinary(maxNodes);
}

/** Starts the service; `root` is the graph's root public key (hex). */
export async function startGraphService({ relayUrl, root, port = 0 }) {
  return listen(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET') return refuse(response, 405, 'Only GET');
    const maxNodes = Math.min(Number(url.searchParams.get('maxNodes')) || MAX_NODES_LIMIT, MAX_NODES_LIMIT);
    let binary;
    try {
      binary = await graphBinary(relayUrl, root, maxNodes);
    } catch (error) {
      return refuse(response, 502, `Relay unreadable: ${error?.message ?? error}`);
    }
    response.writeHead(200, { ...CORS_HEADERS, 'Content-Type': 'application/octet-stream' }).end(Buffer.from(binary));
  }, port);
}

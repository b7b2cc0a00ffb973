import { resolveRelayPageUrl, type Core } from '@app/core';
import { useCore, useObservable, useParams } from '@app/ui';
import { useMemo } from 'react';
import { useAsync } from '../components/useAsync';
import { loadSearchTools } from '../search-box/search-services';
import { RelayInfoView } from '../views/RelayInfoView';

/** Shown when the path names no relay address. */
const invalidMessage = (param: string) => `'${param}' is not a relay address. Relay addresses look like relay.example.com or wss://relay.example.com.`;

/**
 * /relay/{host}: the relay's NIP-11 information (a bare host takes a known relay's scheme) and 'Add to my relays';
 * /relay lists the relays in use and the relays discovered in users' lists and relay hints.
 */
export default function RelayPage() {
  const { url = '' } = useParams();
  const core = useCore();
  const statuses = useObservable(core.pool.status$, []);
  const configs = useObservable(core.relays.configs$, core.relays.get());
  const param = safeDecode(url);
  const known = useMemo(() => [...configs.map((config) => config.url), ...statuses.map((status) => status.url)], [configs, statuses]);
  // Resolved once per path: a relay that later joins the pool under another scheme does not switch the page.
  const relayUrl = useMemo(() => (param ? resolveRelayPageUrl(param, known) : ''), [param]); // eslint-disable-line react-hooks/exhaustive-deps
  const info = useAsync(param, () => (relayUrl ? core.relayInfo.fetchRelayInfo(relayUrl) : Promise.reject(new Error(invalidMessage(param)))));
  const discovered = useAsync(param ? '' : 'discover', () => discoverFromRelays(core, known));
  // The relay's own feed: its newest notes, asked of it alone.
  const feed = useMemo(() => (relayUrl ? core.timeline({ kinds: [1] }, { pageSize: 10, relays: [relayUrl] }) : undefined), [core, relayUrl]);
  const mine = configs.some((config) => config.url === relayUrl);
  const onAdd = relayUrl && !mine ? () => void core.relays.add(relayUrl) : undefined;
  return <RelayInfoView relayUrl={relayUrl ?? param} statuses={statuses} info={info} invalidAddress={Boolean(param) && !relayUrl} discovered={discovered} onAdd={onAdd} feed={feed} />;
}

/** Users' NIP-65 lists and recent notes (their relay hints), read for relays beyond `known`. */
async function discoverFromRelays(core: Core, known: string[]): Promise<string[]> {
  const [tools, events] = await Promise.all([loadSearchTools(), core.pool.query([{ kinds: [10002], limit: 500 }, { kinds: [1], limit: 300 }])]);
  return tools.discoverRelays(events, known);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

import { resolveRelayPageUrl } from '@app/core';
import { useCore, useObservable, useParams } from '@app/ui';
import { useMemo } from 'react';
import { useAsync } from '../components/useAsync';
import { RelayInfoView } from '../views/RelayInfoView';

/** Shown when the path names no relay address. */
const invalidMessage = (param: string) => `'${param}' is not a relay address. Relay addresses look like relay.example.com or wss://relay.example.com.`;

/** /relay/{host}: the relay's NIP-11 information (a bare host takes a known relay's scheme); /relay lists the relays in use. */
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
  return <RelayInfoView relayUrl={relayUrl ?? param} statuses={statuses} info={info} invalidAddress={Boolean(param) && !relayUrl} />;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

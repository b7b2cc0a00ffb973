import { useEffect, useState } from 'react';
import type { ZapPort } from './zap-port';

/** Display names of the given authors, looked up once each through the port (a short key until known). */
export function useAuthorNames(port: ZapPort, pubkeys: readonly string[]): (pubkey: string) => string {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const missing = [...new Set(pubkeys)].filter((pubkey) => !names.has(pubkey)).join(',');
  useEffect(() => {
    if (!missing) return;
    let live = true;
    for (const pubkey of missing.split(',')) {
      void port.nameOf(pubkey).then((name) => live && setNames((known) => new Map(known).set(pubkey, name)), () => {});
    }
    return () => {
      live = false;
    };
  }, [port, missing]);
  return (pubkey) => names.get(pubkey) ?? pubkey.slice(0, 8);
}

import { useEffect, useState } from 'react';
import type { NostrEvent } from '@app/core';
import { useCore } from '@app/ui';
import { ancestorChain } from './thread-order';
import type { EventRef } from './thread-tags';

type Core = ReturnType<typeof useCore>;

/** The event a parent reference names: by id, or (a NIP-22 `a` tag) the newest version at a `kind:pubkey:d` address. */
function loadParent(core: Core, ref: EventRef): Promise<NostrEvent | null> {
  const relays = ref.relay ? [ref.relay] : [];
  const [kind, pubkey, ...identifier] = ref.id.split(':');
  if (!identifier.length) return core.getEvent(ref.id, relays);
  return core.getAddressable({ kind: Number(kind), pubkey, identifier: identifier.join(':'), relays });
}

/** The notes above the focused one, oldest first, and whether walking up is still going or hit a missing note. */
export interface AncestorsLoad {
  ancestors: NostrEvent[];
  state: 'loading' | 'done' | 'missing';
}

const NONE: AncestorsLoad = { ancestors: [], state: 'done' };

/** Loads the reply parents of `focus` one by one (each shown as soon as it arrives). */
export function useAncestors(focus: NostrEvent | undefined): AncestorsLoad {
  const core = useCore();
  const [load, setLoad] = useState<AncestorsLoad>(NONE);
  useEffect(() => {
    if (!focus) return setLoad(NONE);
    let cancelled = false;
    const known = new Map<string, NostrEvent>();
    const step = async (): Promise<void> => {
      const { ancestors, next } = ancestorChain(focus, known);
      if (cancelled) return;
      setLoad({ ancestors, state: next ? 'loading' : 'done' });
      if (!next) return;
      const parent = await loadParent(core, next);
      if (cancelled) return;
      if (!parent) return setLoad({ ancestors, state: 'missing' });
      known.set(next.id, parent);
      return step();
    };
    step().catch(() => !cancelled && setLoad((current) => ({ ...current, state: 'missing' })));
    return () => {
      cancelled = true;
    };
  }, [core, focus]);
  return load;
}

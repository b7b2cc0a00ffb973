import { useEffect, useMemo, useState } from 'react';
import { catchError, defer, from, map, of, switchMap } from 'rxjs';
import { proxyImageUrl } from '@app/core';
import { displayableNip05, safeHttpUrl } from '@app/ui/nostr';
import { useCore, useObservable, useSessionPubkey } from '@app/ui';
import { MARKET_KIND } from '../model/tab-timeline';

/** Spec 1: the banner is shown (and proxied) at width 655. */
export const BANNER_WIDTH = 655;

/** The signed-in viewer's public key; null when logged out (or not yet known). */
export function useViewer(): string | null {
  return useSessionPubkey() ?? null;
}

/** Whether the user has published a market listing (one is enough); undefined while asking. */
export function useHasMarket(pubkey: string): boolean | undefined {
  const core = useCore();
  const [has, setHas] = useState<{ pubkey: string; value: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    const answer = (value: boolean) => live && setHas({ pubkey, value });
    core.pool.query([{ kinds: [MARKET_KIND], authors: [pubkey], limit: 1 }]).then((events) => answer(events.length > 0), () => answer(false));
    return () => {
      live = false;
    };
  }, [core, pubkey]);
  return has?.pubkey === pubkey ? has.value : undefined;
}

/** NIP-05 verification of a displayable name: true or false once checked, undefined before or without one. */
export function useNip05Verified(pubkey: string, nip05: string | undefined): boolean | undefined {
  const core = useCore();
  const name = displayableNip05(nip05) ? nip05 : undefined;
  const [result, setResult] = useState<{ key: string; valid: boolean } | null>(null);
  const key = `${pubkey}|${name}`;
  useEffect(() => {
    if (!name) return;
    let live = true;
    core.names.verify(pubkey, name).then(
      (valid) => live && setResult({ key, valid }),
      () => live && setResult({ key, valid: false }),
    );
    return () => {
      live = false;
    };
  }, [core, pubkey, name, key]);
  return result?.key === key ? result.valid : undefined;
}

/** The banner through the image proxy at width 655 (the original when the proxy is off); null while signing. */
export function useBannerUrl(banner: string | undefined): string | null {
  const core = useCore();
  const settings$ = useMemo(() => core.settings.select('imgproxy'), [core]);
  const imgproxy = useObservable(settings$, core.settings.get().imgproxy);
  const source = safeHttpUrl(banner);
  const [proxied, setProxied] = useState<{ source: string; url: string } | null>(null);
  useEffect(() => {
    if (!source) return;
    let live = true;
    proxyImageUrl(source, { width: BANNER_WIDTH, height: 0 }, imgproxy).then(
      (url) => live && setProxied({ source, url }),
      () => live && setProxied({ source, url: source }),
    );
    return () => {
      live = false;
    };
  }, [source, imgproxy]);
  return source && proxied?.source === source ? proxied.url : null;
}

/** The social facts of the header: muted by the viewer, follows, known followers and subscriber tier. */
export function useProfileSocial(pubkey: string) {
  const core = useCore();
  const muted$ = useMemo(() => core.social.isMuted$(pubkey), [core, pubkey]);
  const follows$ = useMemo(() => core.social.followsOf$(pubkey), [core, pubkey]);
  const knownFollowers$ = useMemo(
    () => defer(() => from(core.graph())).pipe(switchMap((graph) => graph.followedBy$(pubkey)), catchError(() => of([] as string[]))),
    [core, pubkey],
  );
  const tier$ = useMemo(() => core.subscriptions.status$(pubkey).pipe(map((status) => status?.tier ?? null)), [core, pubkey]);
  return {
    muted: useObservable(muted$, false),
    follows: useObservable(follows$, undefined),
    knownFollowers: useObservable(knownFollowers$, [] as string[]),
    subscriberTier: useObservable(tier$, null as string | null),
  };
}

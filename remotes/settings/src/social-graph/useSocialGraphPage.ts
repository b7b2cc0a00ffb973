import { useEffect, useMemo, useState } from 'react';
import { NEVER, type Observable } from 'rxjs';
import type { GraphStats, SocialGraphStore } from '@app/core';
import { useCore, useObservable, useSessionPubkey } from '@app/ui';
import type { SocialGraphViewProps } from './SocialGraphView';
import { graphServiceUrl, NO_GRAPH_SERVICE } from './graph-service';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A value of the loaded graph, `initial` until the graph and the value arrive; `pick` must be module-level (stable). */
function useGraphObservable<T>(graph: SocialGraphStore | null, pick: (graph: SocialGraphStore) => Observable<T>, initial: T): T {
  return useObservable(useMemo(() => (graph ? pick(graph) : NEVER), [graph, pick]), initial);
}

const statsOf = (graph: SocialGraphStore): Observable<GraphStats | undefined> => graph.stats$;
const crawlingOf = (graph: SocialGraphStore) => graph.crawling$;
const recrawlingOf = (graph: SocialGraphStore) => graph.recrawl$;

/** Everything the social graph page shows, from the core: the graph (loaded on first use), the session and the own mute list. */
export function useSocialGraphPage(): Omit<SocialGraphViewProps, 'renderPerson'> {
  const core = useCore();
  const [graph, setGraph] = useState<SocialGraphStore | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [downloading, setDownloading] = useState(false);
  const report = (error: unknown) => setErrors((shown) => [...shown, messageOf(error)]);
  const me = useSessionPubkey();
  const serviceUrl = graphServiceUrl(core.config);

  useEffect(() => {
    let live = true;
    core.graph().then(
      (loaded) => live && setGraph(loaded),
      (error: unknown) => live && setErrors((shown) => [...shown, `Social graph unavailable: ${messageOf(error)}`]),
    );
    return () => void (live = false);
  }, [core]);
  useEffect(() => {
    const subscription = graph?.errors$.subscribe((error) => setErrors((shown) => [...shown, error]));
    return () => subscription?.unsubscribe();
  }, [graph]);

  const stats = useGraphObservable(graph, statsOf, undefined);
  const crawling = useGraphObservable(graph, crawlingOf, false);
  const recrawling = useGraphObservable(graph, recrawlingOf, false);
  const mutedBy$ = useMemo(() => (graph && me ? graph.mutedBy$(me) : NEVER), [graph, me]);
  const mutedBy = useObservable<string[] | undefined>(mutedBy$, undefined);
  const muted = useObservable<string[] | undefined>(core.social.mutes$, undefined);

  return {
    me,
    stats,
    crawling,
    recrawling,
    muted,
    mutedBy,
    errors,
    downloading,
    downloadUnavailable: serviceUrl ? null : NO_GRAPH_SERVICE,
    onRecrawl: () => void graph?.recrawl().catch(report),
    onDownload: () => {
      if (!graph || !serviceUrl) return;
      setErrors([]);
      setDownloading(true);
      graph
        .download(serviceUrl)
        .catch(report)
        .finally(() => setDownloading(false));
    },
  };
}

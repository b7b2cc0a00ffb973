import { useEffect, useState } from 'react';
import { ErrorState, Page, PageHeader, Spinner, useCore, useSessionPubkey } from '@app/ui';
import type { SubscribePort } from '../subscribe/subscribe-port';
import { SubscribeView } from '../subscribe/SubscribeView';

/** /subscribe (spec 1): the paid subscription's tiers vanguard, champion and patron, bought through the API server. */
export default function SubscribePage() {
  const core = useCore();
  const me = useSessionPubkey();
  const [port, setPort] = useState<SubscribePort | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    import('../subscribe/core-subscribe-port').then(
      async ({ coreSubscribePort }) => {
        const loaded = await coreSubscribePort(core);
        if (live) setPort(loaded);
      },
      (error: unknown) => live && setFailure(String(error)),
    );
    return () => {
      live = false;
    };
  }, [core, attempt]);
  return (
    <Page>
      <PageHeader title="Subscribe" />
      {port ? (
        <SubscribeView port={port} me={me ?? null} />
      ) : failure ? (
        <ErrorState title="Subscriptions could not load" message={failure} onRetry={() => (setFailure(null), setAttempt((n) => n + 1))} />
      ) : (
        <Spinner label="Loading subscriptions" />
      )}
    </Page>
  );
}

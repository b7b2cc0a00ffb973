import { Suspense, useState } from 'react';
import { Spinner } from '@app/ui';
import { unavailableText, type RemoteName } from './areas';
import { resetRemote } from './remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRemotePage } from './useRemotePage';

/** Load generation per remote: Retry after a failure starts a new one, so the remote is fetched again. */
const generations = new Map<RemoteName, number>();

interface Props {
  remote: RemoteName;
  page: string;
  props?: Record<string, unknown>;
}

/** Hands a failed load to the error boundary around it. */
function LoadFailure({ error }: { error: Error }): never {
  throw error;
}

function LoadedPage({ remote, page, props }: Props) {
  const { Page, error } = useRemotePage(remote, page, generations.get(remote) ?? 0);
  if (error) return <LoadFailure error={error} />;
  if (!Page) return <Spinner label={`Loading ${remote}`} />;
  return (
    <Suspense fallback={<Spinner label={`Loading ${remote}`} />}>
      <Page {...props} />
    </Suspense>
  );
}

export function RemotePage(props: Props) {
  const [, setAttempt] = useState(0);
  const retry = () => {
    resetRemote(props.remote);
    generations.set(props.remote, (generations.get(props.remote) ?? 0) + 1);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary title={unavailableText(props.remote)} onRetry={retry}>
      <LoadedPage {...props} />
    </RemoteErrorBoundary>
  );
}

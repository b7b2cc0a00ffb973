import { useEffect, useState } from 'react';
import { useCore, useObservable, useSessionPubkey } from '@app/ui';
import { MediaServersView } from './MediaServersView';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** /settings/media: the user's media servers from the core; a signed-in user's changes are published (kinds 10063, 10096). */
export function MediaServersSettings() {
  const { mediaServers } = useCore();
  const list = useObservable(mediaServers.servers$, mediaServers.get());
  const signedIn = Boolean(useSessionPubkey());
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const subscription = mediaServers.errors$.subscribe(setError);
    return () => subscription.unsubscribe();
  }, [mediaServers]);
  const run = (action: Promise<unknown>) => {
    setError(null);
    action.catch((reason: unknown) => setError(messageOf(reason)));
  };
  return (
    <MediaServersView
      servers={list.servers}
      defaultUrl={list.defaultServer?.url ?? null}
      signedIn={signedIn}
      error={error}
      onAdd={async (input) => {
        setError(null);
        await mediaServers.add(input);
      }}
      onMakeDefault={(url) => run(mediaServers.setDefault(url))}
      onRemove={(url) => run(mediaServers.remove(url))}
    />
  );
}

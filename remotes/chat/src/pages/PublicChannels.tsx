import { useState } from 'react';
import { Button, useSessionPubkey } from '@app/ui';
import { LazyChannelsSection } from './LazyChannels';

/**
 * The public channels under the chats: shown at once to a signed-in user (their joined channels); a visitor opens
 * them with a button, so their first load of /chats carries none of the channels' code.
 */
export function PublicChannels() {
  const signedIn = Boolean(useSessionPubkey());
  const [opened, setOpened] = useState(false);
  if (signedIn || opened) return <LazyChannelsSection />;
  return (
    <Button variant="secondary" onClick={() => setOpened(true)}>
      Browse public channels
    </Button>
  );
}

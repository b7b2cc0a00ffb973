import { useState } from 'react';
import { pushOf } from '@app/core/push';
import { useCore, useObservable } from '@app/ui';
import { PushPromptView } from './PushPromptView';

/** The push prompt, connected: enabling goes through the core's push service (permission, browser, server). */
export function PushPrompt() {
  const push = pushOf(useCore());
  const status = useObservable(push.status$, null);
  const [error, setError] = useState<string | null>(null);
  if (!status || status.declined || status.permission !== 'default' || status.subscribed) return null;
  const enable = () => {
    setError(null);
    push.enable().catch((failure: unknown) => setError((failure as Error).message));
  };
  return <PushPromptView busy={status.busy} error={error} onEnable={enable} onDecline={() => push.decline()} />;
}

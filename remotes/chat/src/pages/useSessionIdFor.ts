import { useEffect, useMemo, useState } from 'react';
import type { ChatService } from '@app/core/chat';

/** How often, and how many times, a conversation's id is asked for again while the service cannot answer yet. */
const RETRY_MS = 250;
const MAX_ATTEMPTS = 20;

/** The id of the conversation with some people: none asked, not known yet, known, or refused. */
export type SessionIdLoad = { state: 'none' } | { state: 'pending' } | { state: 'ready'; id: string } | { state: 'failed'; message: string };

/**
 * `service.sessionIdFor(participants)` (which also creates the conversation when new). The service throws while the
 * user's account is still being read, so it is asked again for a few seconds before the failure is shown.
 */
export function useSessionIdFor(service: ChatService, participants: string[] | null): SessionIdLoad {
  const [attempt, setAttempt] = useState({ participants, count: 0 });
  const count = attempt.participants === participants ? attempt.count : 0;
  const load = useMemo((): SessionIdLoad => {
    if (!participants) return { state: 'none' };
    try {
      return { state: 'ready', id: service.sessionIdFor(participants) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return count + 1 >= MAX_ATTEMPTS ? { state: 'failed', message } : { state: 'pending' };
    }
  }, [service, participants, count]);
  useEffect(() => {
    if (load.state !== 'pending') return;
    const timer = setTimeout(() => setAttempt({ participants, count: count + 1 }), RETRY_MS);
    return () => clearTimeout(timer);
  }, [load, participants, count]);
  return load;
}

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ChatService } from '@app/core/chat';
import { useCore, useSessionPubkey } from '@app/ui';
import { loadChatService, loadedChatService } from './load-chat-service';

/** Where the page's chat service is: given or loaded, still loading, failed, or not wanted (signed out). */
export type ChatServiceLoad =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'ready'; service: ChatService; me: string }
  | { state: 'failed'; message: string; retry(): void };

const GivenService = createContext<ChatServiceLoad | null>(null);

export interface ChatServiceProviderProps {
  /** Null keeps the page loading. */
  service: ChatService | null;
  /** The signed-in user's hex public key (the author of their own messages); null shows the signed-out state. */
  me: string | null;
  /** The load failed with this message (Retry calls `onRetry`). */
  failure?: string;
  onRetry?(): void;
  children: ReactNode;
}

/** Gives the page a chat service of one's own (stories, tests) instead of the core's. */
export function ChatServiceProvider({ service, me, failure, onRetry = () => {}, children }: ChatServiceProviderProps) {
  const load: ChatServiceLoad = failure
    ? { state: 'failed', message: failure, retry: onRetry }
    : me === null
      ? { state: 'signed-out' }
      : service
        ? { state: 'ready', service, me }
        : { state: 'loading' };
  return <GivenService.Provider value={load}>{children}</GivenService.Provider>;
}

/**
 * Renders `children` with the chat service: the one given by ChatServiceProvider, else the core's, loaded on first
 * use for a signed-in user only (a visitor loads nothing).
 */
export function WithChatService({ children }: { children(load: ChatServiceLoad): ReactNode }) {
  const given = useContext(GivenService);
  return given ? children(given) : <CoreChatService>{children}</CoreChatService>;
}

function CoreChatService({ children }: { children(load: ChatServiceLoad): ReactNode }) {
  const me = useSessionPubkey();
  if (me === null) return children({ state: 'signed-out' });
  if (me === undefined) return children({ state: 'loading' });
  return <SignedInChatService me={me}>{children}</SignedInChatService>;
}

function SignedInChatService({ me, children }: { me: string; children(load: ChatServiceLoad): ReactNode }) {
  return children(useCoreChatService(me));
}

/** The core's chat: ready at once when loaded before, else loading, then ready or failed (Retry loads again). */
function useCoreChatService(me: string): ChatServiceLoad {
  const core = useCore();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ attempt: number; message: string } | null>(null);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (loadedChatService(core)) return;
    let current = true;
    loadChatService(core).then(
      () => current && setLoaded(true),
      (error: unknown) => current && setFailure({ attempt, message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [core, attempt]);
  const service = loadedChatService(core);
  if (service) return { state: 'ready', service, me };
  if (failure?.attempt === attempt) return { state: 'failed', message: failure.message, retry: () => setAttempt(attempt + 1) };
  return { state: 'loading' };
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ChatFile, ChatMessage, ChatService, ChatSession } from '@app/core/chat';
import { EmptyState, Spinner, useObservable } from '@app/ui';
import { Composer } from './Composer';
import { ConversationHeader } from './ConversationHeader';
import { MessageList } from './MessageList';
import { RequestBanner } from './RequestBanner';
import { Centered, Pane } from '../ui/pane-styles';

/** Shown for a route key or peer that names no conversation. */
export const CONVERSATION_NOT_FOUND = 'Conversation not found';

export interface ConversationViewProps {
  service: ChatService;
  sessionId: string;
  /** The user's hex public key. */
  me: string;
  /** Who the conversation is with when the service has no session for it yet (a new conversation). */
  participants?: string[];
  /** A link back to the list (phones). */
  showBack?: boolean;
  /** A subject for the next message (a new conversation's, from the New message dialog). */
  subject?: string;
  /** The given `subject` was sent or cancelled (its navigation state can go, so it is not used again). */
  onSubjectUsed?(): void;
}

/** The subject waiting for the next message: the given one (again whenever a new one is given), or one set here. */
function usePendingSubject(given: string | undefined, onUsed: (() => void) | undefined) {
  const [pending, setPending] = useState(given);
  const [lastGiven, setLastGiven] = useState(given);
  if (given !== lastGiven) {
    setLastGiven(given);
    if (given) setPending(given);
  }
  const change = (next: string | undefined) => {
    setPending(next);
    if (next === undefined && given) onUsed?.();
  };
  return [pending, change] as const;
}

/** A session while the service reads it; null when it has none (then `participants`, if given, stand in). */
function useSession(service: ChatService, sessionId: string, participants: string[] | undefined): ChatSession | null | undefined {
  const session = useObservable<ChatSession | null | undefined>(useMemo(() => service.session$(sessionId), [service, sessionId]), undefined);
  return useMemo(() => {
    if (session !== null || !participants) return session;
    return { id: sessionId, participants, lastMessageAt: 0, lastSeen: 0, unread: false, request: false };
  }, [session, participants, sessionId]);
}

/**
 * One conversation: who it is with (a group's subject can be changed), its messages (marked seen on opening and as
 * new ones arrive), a request's Accept, and the composer with the message being replied to and the new subject.
 */
export function ConversationView({ service, sessionId, me, participants, showBack = false, subject, onSubjectUsed }: ConversationViewProps) {
  const session = useSession(service, sessionId, participants);
  const messages = useObservable<ChatMessage[] | null>(useMemo(() => service.messages$(sessionId), [service, sessionId]), null);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const openFile = useCallback((file: ChatFile) => service.openFile(file), [service]);
  const newest = messages?.at(-1)?.id;
  const known = Boolean(session);
  const [pendingSubject, setPendingSubject] = usePendingSubject(subject, onSubjectUsed);

  useEffect(() => {
    if (known) service.markSeen(sessionId);
  }, [service, sessionId, newest, known]);

  if (session === undefined) {
    return (
      <Centered>
        <Spinner label="Loading conversation" />
      </Centered>
    );
  }
  if (session === null) return <EmptyState title={CONVERSATION_NOT_FOUND} />;
  return (
    <Pane aria-label="Conversation" data-testid="conversation">
      <ConversationHeader
        session={session}
        me={me}
        showBack={showBack}
        pendingSubject={pendingSubject}
        onSubjectChange={(next) => setPendingSubject(next === session.subject?.trim() ? undefined : next)}
      />
      {session.request && <RequestBanner onAccept={() => service.accept(sessionId)} />}
      {messages === null ? (
        <Centered>
          <Spinner label="Loading messages" />
        </Centered>
      ) : (
        <MessageList
          messages={messages}
          me={me}
          onReply={setReplyTo}
          onReact={(message, emoji) => void service.react(sessionId, message.id, emoji).catch(() => {})}
          onRetry={(message) => service.retry(message.id)}
          openFile={openFile}
        />
      )}
      <Composer
        key={sessionId}
        service={service}
        sessionId={sessionId}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        onSent={() => setReplyTo(null)}
        subject={pendingSubject}
        onSubjectChange={setPendingSubject}
      />
    </Pane>
  );
}

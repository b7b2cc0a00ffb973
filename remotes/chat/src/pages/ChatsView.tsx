import { useMemo, useState, type ReactNode } from 'react';
import type { ChatService } from '@app/core/chat';
import { EmptyState, ErrorState, Link, Spinner, useLocation, useNavigate, useParams } from '@app/ui';
import { CONVERSATION_NOT_FOUND, ConversationView } from '../conversation/ConversationView';
import { subjectOfNavigationState, withoutSubject } from '../conversation/subject';
import { DmRelaysEditor } from '../dm-relays/DmRelaysEditor';
import { ChatsLayout } from '../layout/ChatsLayout';
import { ChatList, type ChatListTab } from '../list/ChatList';
import { CHATS_PATH, chatsRoute } from '../routes/chat-routes';
import { useSessionIdFor } from './useSessionIdFor';

export interface ChatsViewProps {
  service: ChatService;
  /** The signed-in user's hex public key. */
  me: string;
}

/**
 * The chats under /chats/* (the path below it, see chatsRoute): the list, or a conversation by its route key or by
 * the peer in navigation state (`/chats/chat`), with the first message's subject given as `{ subject }` in navigation
 * state (the New message dialog; dropped from history once used); wide screens keep the list (and its tab) beside the conversation.
 */
export function ChatsView({ service, me }: ChatsViewProps) {
  const rest = useParams()['*'] ?? '';
  const { state, pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const subject = subjectOfNavigationState(state);
  const route = useMemo(() => chatsRoute(rest, state, me), [rest, state, me]);
  const participants = route.type === 'conversation' ? route.participants : null;
  const sessionId = useSessionIdFor(service, participants);
  const [tab, setTab] = useState<ChatListTab>('chats');
  const list = (
    <>
      <ChatList service={service} me={me} activeSessionId={sessionId.state === 'ready' ? sessionId.id : undefined} tab={tab} onTabChange={setTab} />
      <DmRelaysEditor service={service} />
    </>
  );
  if (route.type === 'list') return <ChatsLayout list={list} />;
  return (
    <ChatsLayout
      list={list}
      conversation={({ showBack }): ReactNode => {
        if (sessionId.state === 'pending') return <Spinner label="Opening conversation" />;
        if (sessionId.state === 'failed') return <ErrorState title="The conversation could not open" message={sessionId.message} />;
        if (sessionId.state === 'ready' && participants) {
          return (
            <ConversationView
              key={sessionId.id}
              service={service}
              sessionId={sessionId.id}
              me={me}
              participants={participants}
              showBack={showBack}
              subject={subject}
              onSubjectUsed={() => navigate({ pathname, search, hash }, { replace: true, state: withoutSubject(state) })}
            />
          );
        }
        return (
          <EmptyState title={CONVERSATION_NOT_FOUND}>
            <p>This link names no conversation.</p>
            <Link to={CHATS_PATH}>Back to chats</Link>
          </EmptyState>
        );
      }}
    />
  );
}

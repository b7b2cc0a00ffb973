import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { CHAT_TEXTS, type ChatService, type ChatSession } from '@app/core/chat';
import { Badge, EmptyState, Spinner, useObservable, useTabs } from '@app/ui';
import { NewChatButton } from '../new-chat/NewChatButton';
import { ChatRow } from './ChatRow';

/** The list's two tabs: accepted conversations and message requests. */
export type ChatListTab = 'chats' | 'requests';
const TAB_IDS: readonly ChatListTab[] = ['chats', 'requests'];

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${(p) => p.theme.spacing.sm}px;
`;

const TabList = styled.div`
  display: flex;
  gap: ${(p) => p.theme.spacing.xs}px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Tab = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.lg}px;
  background: transparent;
  border: 0;
  border-bottom: 2px solid ${(p) => (p.$active ? p.theme.colors.accent : 'transparent')};
  color: ${(p) => (p.$active ? p.theme.colors.text : p.theme.colors.muted)};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  font-weight: 600;
  cursor: pointer;
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${(p) => p.theme.spacing.xs}px 0;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.spacing.xl}px;
`;

export interface ChatListProps {
  service: ChatService;
  me: string;
  /** The conversation open beside the list (its row is marked current). */
  activeSessionId?: string;
  /** The tab shown (controlled, so it survives the list's remount); the list keeps its own when not given. */
  tab?: ChatListTab;
  onTabChange?(tab: ChatListTab): void;
  /** The first tab when uncontrolled. */
  initialTab?: ChatListTab;
}

/** 'New message' above the user's conversations and message requests, in two tabs, newest first. */
export function ChatList({ service, me, activeSessionId, tab: givenTab, onTabChange, initialTab = 'chats' }: ChatListProps) {
  const [ownTab, setOwnTab] = useState<ChatListTab>(initialTab);
  const tab = givenTab ?? ownTab;
  const setTab = (next: ChatListTab) => {
    setOwnTab(next);
    onTabChange?.(next);
  };
  const tabs = useTabs({ ids: TAB_IDS, selected: tab, onSelect: setTab });
  const sessions = useObservable<ChatSession[] | null>(useMemo(() => service.sessions$, [service]), null);
  const requests = useObservable<ChatSession[] | null>(useMemo(() => service.requests$, [service]), null);
  const shown = tab === 'chats' ? sessions : requests;
  return (
    <div>
      <Toolbar>
        <NewChatButton service={service} me={me} />
      </Toolbar>
      <TabList {...tabs.listProps} aria-label="Conversations">
        <Tab type="button" $active={tab === 'chats'} {...tabs.tabProps('chats')}>
          Chats
        </Tab>
        <Tab type="button" $active={tab === 'requests'} {...tabs.tabProps('requests')}>
          Requests
          {requests && requests.length > 0 && (
            <>
              {' '}
              <Badge tone="accent">{requests.length}</Badge>
            </>
          )}
        </Tab>
      </TabList>
      <div {...tabs.panelProps(tab)}>
        {shown === null ? (
          <Centered>
            <Spinner label="Loading conversations" />
          </Centered>
        ) : shown.length === 0 ? (
          <EmptyState title={tab === 'chats' ? CHAT_TEXTS.noChats : CHAT_TEXTS.noRequests}>
            <p>{tab === 'chats' ? 'Your private conversations will appear here.' : 'Messages from people outside your network wait here.'}</p>
          </EmptyState>
        ) : (
          <Rows>
            {shown.map((session) => (
              <li key={session.id}>
                <ChatRow session={session} me={me} active={session.id === activeSessionId} />
              </li>
            ))}
          </Rows>
        )}
      </div>
    </div>
  );
}

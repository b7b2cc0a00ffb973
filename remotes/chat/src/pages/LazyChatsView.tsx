import { lazyComponent } from '@app/ui';
import { LoadingChats } from './LoadingChats';
import type { ChatsViewProps } from './ChatsView';

/**
 * The chats' list and conversations, fetched beside the core's chat (both are needed before they show anything): a
 * visitor's page never loads them, nor @app/core/chat, whose texts they use.
 */
export const LazyChatsView = lazyComponent<ChatsViewProps>(
  () => import('./ChatsView').then((module) => module.ChatsView),
  () => <LoadingChats />,
);

import type { Decorator } from '@storybook/react';
import { Route, Routes } from '@app/ui';
import { installOfflineCore } from '../../../../storybook/preset/offline-core';
import { CHAT_PROFILE_EVENTS } from './chat-people';
import type { FakeChatService } from './fake-chat-service';

/** A meta's loader: the offline core (no relays) knows the story people's names and pictures. */
export const withChatPeople = () => installOfflineCore(CHAT_PROFILE_EVENTS);

/** A meta's `beforeEach`: the story's fake service starts afresh (args are shared by every run of a story). */
export const resetFakeService = ({ args }: { args: { service?: unknown } }) => {
  (args.service as FakeChatService | undefined)?.reset?.();
};

/**
 * A dialog renders into a portal (document.body): the story's own root holds the page behind it, so the root is not
 * empty (the smoke check of the built Storybook fails a story with an empty #storybook-root).
 */
export const behindDialog: Decorator = (Story) => (
  <div>
    <p>The page behind the dialog</p>
    <Story />
  </div>
);

/** Mounts the story under `/chats/*` as the shell does (the page's routes are relative to it). */
export const underChatsRoute: Decorator = (Story) => (
  <Routes>
    <Route path="/chats/*" element={<Story />} />
  </Routes>
);

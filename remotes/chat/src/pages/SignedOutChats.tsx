import { Button, EmptyState, useCore } from '@app/ui';

/** The visitor's title: CHAT_TEXTS.noChats, written out since a visitor's page does not load @app/core/chat. */
export const SIGNED_OUT_TITLE = 'No chats yet';

/** Why the sign-in dialog opens from here. */
export const SIGN_IN_TO_CHAT = 'Sign in to read and send private messages.';

/** What a visitor sees at /chats: private messages need an account, and a button opening the sign-in dialog. */
export function SignedOutChats() {
  const core = useCore();
  return (
    <EmptyState title={SIGNED_OUT_TITLE}>
      <p>{SIGN_IN_TO_CHAT}</p>
      <Button onClick={() => core.bus.publish({ type: 'auth:request', mode: 'sign-in', reason: SIGN_IN_TO_CHAT })}>Sign in</Button>
    </EmptyState>
  );
}

import styled from '@emotion/styled';
import { Button, useCore } from '@app/ui';

/** Why the sign-in dialog opens from a channel. */
export const SIGN_IN_TO_WRITE = 'Sign in to join and write in public channels.';

const Prompt = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.md}px;
  color: ${(p) => p.theme.colors.muted};
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

/** Opens the shell's sign-in dialog, saying why. */
export function useAskSignInToWrite(): () => void {
  const core = useCore();
  return () => core.bus.publish({ type: 'auth:request', mode: 'sign-in', reason: SIGN_IN_TO_WRITE });
}

/** A visitor's place for the composer: they read the channel, and a button asks them to sign in to write. */
export function ChannelSignInPrompt() {
  const askSignIn = useAskSignInToWrite();
  return (
    <Prompt data-testid="channel-sign-in">
      <span>{SIGN_IN_TO_WRITE}</span>
      <Button variant="secondary" onClick={askSignIn}>
        Sign in
      </Button>
    </Prompt>
  );
}

import { useCallback } from 'react';
import { useCore } from './useCore';

/** Why a visitor is asked to sign in, one line per action they tried (shown under the dialog's title). */
export const SIGN_IN_REASONS = {
  reply: 'Sign in to reply to this note.',
  like: 'Sign in to like this note.',
  repost: 'Sign in to repost or quote this note.',
  zap: 'Sign in to send a zap.',
  follow: 'Sign in to follow people.',
  post: 'Sign in to write a post.',
} as const;

export type SignInReason = keyof typeof SIGN_IN_REASONS;

/** Opens the shell's sign-in dialog, saying why (a visitor's Reply, Like, Repost, Zap or Follow). */
export function useAskSignIn(): (reason: SignInReason) => void {
  const core = useCore();
  return useCallback((reason: SignInReason) => core.bus.publish({ type: 'auth:request', mode: 'sign-in', reason: SIGN_IN_REASONS[reason] }), [core]);
}

import type { SignerStore } from '@app/core';

/** What the sign-in dialog needs from the signer store (a fake in tests). */
export type AuthActions = Pick<SignerStore, 'createAccount' | 'confirmKeyBackup' | 'loginWithPrivateKey' | 'loginWithExtension' | 'loginWithBunker' | 'startNostrConnect'>;

/** The error text to show for a failed call: the core's message, verbatim. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

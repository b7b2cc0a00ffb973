/** The share key in a federation runtime error about a shared module no container provides (RUNTIME-012), if any. */
export function missingSharedModule(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  if (!message.includes('RUNTIME-012')) return undefined;
  return /"shareKey"\s*:\s*"([^"]+)"/.exec(message)?.[1];
}

/**
 * A remote's load failure as the user reads it under '{Area} is unavailable': a remote built against a shared entry
 * point this shell does not provide names it (the remote is newer than the deployed shell); other failures are kept.
 */
export function describeLoadFailure(error: unknown): Error {
  const shareKey = missingSharedModule(error);
  if (shareKey) return new Error(`It needs ${shareKey}, which this version of the app does not provide.`, { cause: error });
  return error instanceof Error ? error : new Error(String(error));
}

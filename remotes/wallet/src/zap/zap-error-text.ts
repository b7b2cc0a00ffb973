import { ZAP_ERRORS } from '@app/core/wallet';

/** JavaScript's own errors: a bug or a dropped connection ('Failed to fetch'), never a reason meant for the user. */
const UNEXPECTED = new Set(['TypeError', 'ReferenceError', 'SyntaxError', 'RangeError', 'EvalError', 'URIError', 'AbortError']);

/**
 * What the zap dialog says of a failed step: a stated reason (the spec's texts, the LNURL server's, the wallet's) as it
 * stands; anything unexpected as spec 2 §8's 'Failed to process zap. Please try again.'.
 */
export function zapErrorText(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  const stated = error instanceof Error && error.message !== '' && !UNEXPECTED.has(error.name);
  return stated ? error.message : ZAP_ERRORS.failed;
}

import type { Settings } from '@app/core';
import { CURRENT_TERMS_VERSION } from './legal-fields';

/** Whether the user accepted the current terms, and the sentence saying so. */
export function termsState(legal: Settings['legal'], current = CURRENT_TERMS_VERSION): { upToDate: boolean; text: string } {
  if (!legal.tosAccepted) return { upToDate: false, text: 'You have not accepted the terms of service.' };
  const accepted = `You accepted version ${legal.tosAcceptedVersion} of the terms of service.`;
  if (legal.tosAcceptedVersion >= current) return { upToDate: true, text: accepted };
  return { upToDate: false, text: `${accepted} They have changed since: version ${current} is current.` };
}

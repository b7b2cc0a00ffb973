import type { CorrectedClock } from '@app/core';

/** Corrects `clock` by the origin server's Date header (a HEAD of the runtime config); a failure keeps the machine's time. */
export async function learnServerTime(clock: CorrectedClock, url = '/runtime-config.json'): Promise<void> {
  const sentAt = Date.now();
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    clock.learnFromDateHeader(response.headers.get('Date'), sentAt, Date.now());
  } catch (error) {
    console.debug('Could not read the server time', error);
  }
}

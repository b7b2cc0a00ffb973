import type { Browser, CDPSession, Page } from '@playwright/test';

const MB = 1024 * 1024;

/** The page's JS heap in use, in MB (after a GC when `collect`). */
export async function pageHeapMb(page: Page, collect = false): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    if (collect) await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / MB;
  } finally {
    await cdp.detach();
  }
}

/** Sends one CDP command to a target through the browser session (non-flat attach) and waits for its answer. */
async function sendToTarget(browserSession: CDPSession, sessionId: string, method: string): Promise<Record<string, number>> {
  const id = Math.floor(Math.random() * 1e9);
  return new Promise((resolve, reject) => {
    const onMessage = (event: { sessionId?: string; message: string }) => {
      const reply = JSON.parse(event.message) as { id?: number; result?: Record<string, number>; error?: { message: string } };
      if (event.sessionId !== sessionId || reply.id !== id) return;
      browserSession.off('Target.receivedMessageFromTarget', onMessage);
      if (reply.error) reject(new Error(reply.error.message));
      else resolve(reply.result ?? {});
    };
    browserSession.on('Target.receivedMessageFromTarget', onMessage);
    void browserSession.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) }).catch(reject);
  });
}

/** The JS heap in use of every shared or dedicated worker the browser runs (the relay worker), in MB, by URL. */
export async function workerHeapsMb(browser: Browser): Promise<Record<string, number>> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await session.send('Target.getTargets');
    const workers = targetInfos.filter((target) => target.type === 'shared_worker' || target.type === 'worker');
    const heaps: Record<string, number> = {};
    for (const worker of workers) {
      const { sessionId } = await session.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
      const { usedSize } = await sendToTarget(session, sessionId, 'Runtime.getHeapUsage');
      heaps[worker.url] = usedSize / MB;
      await session.send('Target.detachFromTarget', { sessionId });
    }
    return heaps;
  } finally {
    await session.detach();
  }
}

// One Web Push message (RFC 8030/8291/8292: aes128gcm payload, VAPID Authorization) with the web-push package.
import webPush from 'web-push';

export const PUSH_TTL_S = 60;

/** Sends `payload` (JSON) to a stored entry `{ endpoint, p256dh, auth }`; resolves with `{ status, error? }`, status 0 when no answer came. */
export async function sendWebPush(entry, payload, { vapid, agent }) {
  try {
    const response = await webPush.sendNotification({ endpoint: entry.endpoint, keys: { p256dh: entry.p256dh, auth: entry.auth } }, JSON.stringify(payload), {
      vapidDetails: vapid,
      TTL: PUSH_TTL_S,
      contentEncoding: 'aes128gcm',
      timeout: 10_000,
      ...(agent && { agent }),
    });
    return { status: response.statusCode };
  } catch (error) {
    return { status: error?.statusCode ?? 0, error };
  }
}

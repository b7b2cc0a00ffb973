// Test client of the API server: JSON calls with a NIP-98 Authorization made by nostr-tools (payload hash of the body).
import { getToken } from 'nostr-tools/nip98';
import { finalizeEvent } from 'nostr-tools/pure';

/** Calls `${baseUrl}${path}` signed with `secretKey`; resolves with `{ status, json }`. */
export async function nip98Call(baseUrl, secretKey, method, path, body) {
  const url = `${baseUrl}${path}`;
  const authorization = await getToken(url, method, (template) => finalizeEvent(template, secretKey), true, body);
  const response = await fetch(url, { method, headers: { authorization, ...(body && { 'content-type': 'application/json' }) }, body: body && JSON.stringify(body) });
  return { status: response.status, json: await response.json() };
}

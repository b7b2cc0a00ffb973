// A Blossom media server for tests: BUD-01 GET/HEAD /<sha256>, BUD-02 PUT /upload with a kind 24242 authorization
// (t=upload, x = SHA-256 of the body, expiration in the future, valid signature), HEAD /upload answers 401 without one.
import { createHash } from 'node:crypto';
import { CORS_HEADERS, authEvent, listen, readBody, refuse, sendJson, tagValue } from './media-server-util.mjs';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const EXTENSIONS = { 'image/png': '.png', 'image/jpeg': '.jpg', 'image/gif': '.gif', 'image/webp': '.webp', 'video/mp4': '.mp4' };

/** Checks a BUD-02 upload authorization against the body's hash; returns a reason when refused. */
export function uploadAuthProblem(header, sha256, now = nowSeconds) {
  const { event, reason } = authEvent(header, now);
  if (reason) return reason;
  if (event.kind !== 24242) return 'Authorization kind must be 24242';
  if (tagValue(event, 't') !== 'upload') return 'Authorization t tag must be upload';
  if (!tagValue(event, 'expiration')) return 'Authorization needs an expiration';
  if (!event.tags.some((tag) => tag[0] === 'x' && tag[1] === sha256)) return 'Authorization x tag does not match the body';
  return null;
}

/** Starts the server; `uploads` holds every accepted blob by hash (with its auth event). */
export async function startBlossomServer({ port = 0 } = {}) {
  const blobs = new Map();
  const uploads = [];
  const { url, close } = await listen(async (request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    if (path === '/upload' && request.method === 'HEAD') {
      const problem = request.headers.authorization ? null : 'Missing Nostr authorization';
      response.writeHead(problem ? 401 : 200, { ...CORS_HEADERS, ...(problem ? { 'X-Reason': problem } : {}) });
      return void response.end();
    }
    if (path === '/upload' && request.method === 'PUT') {
      const body = await readBody(request);
      const sha256 = createHash('sha256').update(body).digest('hex');
      const problem = uploadAuthProblem(request.headers.authorization, sha256);
      if (problem) return refuse(response, 401, problem);
      const type = request.headers['content-type'] || 'application/octet-stream';
      const descriptor = { url: `${url}/${sha256}${EXTENSIONS[type] ?? ''}`, sha256, size: body.length, type, uploaded: nowSeconds() };
      blobs.set(sha256, { body, type });
      uploads.push({ ...descriptor, auth: JSON.parse(Buffer.from(request.headers.authorization.slice(6), 'base64').toString('utf8')) });
      return sendJson(response, 200, descriptor);
    }
    const match = /^\/([0-9a-f]{64})(\.\w+)?$/.exec(path);
    const blob = match && blobs.get(match[1]);
    if ((request.method === 'GET' || request.method === 'HEAD') && blob) {
      response.writeHead(200, { ...CORS_HEADERS, 'Content-Type': blob.type, 'Content-Length': blob.body.length });
      return void response.end(request.method === 'GET' ? blob.body : undefined);
    }
    refuse(response, 404, 'Blob not found');
  }, port);
  return { url, close, uploads };
}

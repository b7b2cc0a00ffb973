// A NIP-96 media server for tests: GET /.well-known/nostr/nip96.json, multipart POST of fileToUpload to the api_url with
// a NIP-98 authorization (kind 27235, u = the request URL, method POST, payload optional), GET of the stored files.
import { createHash } from 'node:crypto';
import { CORS_HEADERS, authEvent, listen, readBody, refuse, sendJson, tagValue } from './media-server-util.mjs';

const API_PATH = '/api/v2/media';
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** NIP-98: the authorization must be recent (60 s either way). */
const AUTH_WINDOW_S = 60;

/** Checks a NIP-98 authorization for a POST to the API URL; returns a reason when refused. */
export function httpAuthProblem(header, apiUrl, body, now = nowSeconds) {
  const { event, reason } = authEvent(header, now);
  if (reason) return reason;
  if (event.kind !== 27235) return 'Authorization kind must be 27235';
  if (tagValue(event, 'u') !== apiUrl) return 'Authorization u tag does not match the URL';
  if (tagValue(event, 'method') !== 'POST') return 'Authorization method must be POST';
  if (Math.abs(now() - event.created_at) > AUTH_WINDOW_S) return 'Authorization is not recent';
  const payload = tagValue(event, 'payload');
  if (payload && payload !== createHash('sha256').update(body).digest('hex')) return 'Authorization payload does not match the body';
  return null;
}

/** Starts the server; `uploads` holds every accepted file (with its auth event). */
export async function startNip96Server({ port = 0 } = {}) {
  const files = new Map();
  const uploads = [];
  const { url, close } = await listen(async (request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    const apiUrl = `${url}${API_PATH}`;
    if (path === '/.well-known/nostr/nip96.json') return sendJson(response, 200, { api_url: apiUrl, download_url: `${url}/media`, supported_nips: [94, 96, 98], content_types: ['image/*', 'video/*'] });
    if (path === API_PATH && request.method === 'POST') {
      const body = await readBody(request);
      const problem = httpAuthProblem(request.headers.authorization, apiUrl, body);
      if (problem) return sendJson(response, 401, { status: 'error', message: problem });
      const form = await new Response(body, { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData().catch(() => null);
      const file = form?.get('fileToUpload');
      if (!file || typeof file === 'string') return sendJson(response, 400, { status: 'error', message: 'fileToUpload is missing' });
      const bytes = Buffer.from(await file.arrayBuffer());
      const ox = createHash('sha256').update(bytes).digest('hex');
      const fileUrl = `${url}/media/${ox}`;
      files.set(ox, { bytes, type: file.type || 'application/octet-stream' });
      const tags = [['url', fileUrl], ['ox', ox], ['x', ox], ['m', file.type || 'application/octet-stream'], ['size', String(bytes.length)]];
      uploads.push({ url: fileUrl, ox, name: file.name, size: bytes.length, type: file.type, auth: JSON.parse(Buffer.from(request.headers.authorization.slice(6), 'base64').toString('utf8')) });
      return sendJson(response, 201, { status: 'success', message: 'Upload successful.', nip94_event: { tags, content: '' } });
    }
    const stored = path.startsWith('/media/') && files.get(path.slice(7));
    if (stored && (request.method === 'GET' || request.method === 'HEAD')) {
      response.writeHead(200, { ...CORS_HEADERS, 'Content-Type': stored.type, 'Content-Length': stored.bytes.length });
      return void response.end(request.method === 'GET' ? stored.bytes : undefined);
    }
    refuse(response, 404, 'Not found');
  }, port);
  return { url, close, uploads };
}

// Publishes one event to relays over plain WebSockets and waits for each relay's OK (5 s at most per relay).
import WebSocket from 'ws';

const TIMEOUT_MS = 5000;

/** Sends `event` to every ws(s) URL in `relays`; resolves with the URLs that accepted it. */
export async function publishToRelays(event, relays) {
  const urls = [...new Set(relays.filter((url) => /^wss?:\/\//.test(url)))];
  const results = await Promise.all(urls.map((url) => publishTo(url, event)));
  return urls.filter((_, index) => results[index]);
}

function publishTo(url, event) {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    const finish = (accepted) => {
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => {});
      socket.terminate();
      resolve(accepted);
    };
    const timer = setTimeout(() => finish(false), TIMEOUT_MS);
    socket.on('open', () => socket.send(JSON.stringify(['EVENT', event])));
    socket.on('message', (data) => {
      const message = safeParse(String(data));
      if (Array.isArray(message) && message[0] === 'OK' && message[1] === event.id) finish(message[2] === true);
    });
    socket.on('error', () => finish(false));
  });
}

function safeParse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A link that becomes a player: the iframe URL is rebuilt from the parsed id, never copied from the note. */
export type Embed =
  | { type: 'music'; src: string; width: 650; height: 150; provider: string }
  | { type: 'podcast'; src: string; width: 650; height: 200; provider: string }
  | { type: 'twitch-clip'; slug: string; url: string };

export const MUSIC_SIZE = { width: 650, height: 150 } as const;
export const PODCAST_SIZE = { width: 650, height: 200 } as const;

const ID = /^[A-Za-z0-9_-]{1,100}$/;
const NUMERIC = /^\d{1,20}$/;
const SPOTIFY_MUSIC = new Set(['track', 'album', 'playlist', 'artist']);
const SPOTIFY_PODCAST = new Set(['episode', 'show']);
const TIDAL_TYPES: Record<string, string> = { track: 'tracks', album: 'albums', playlist: 'playlists', video: 'videos' };

const music = (src: string, provider: string): Embed => ({ type: 'music', src, provider, ...MUSIC_SIZE });
const podcast = (src: string, provider: string): Embed => ({ type: 'podcast', src, provider, ...PODCAST_SIZE });

function spotify(parts: string[]): Embed | null {
  const [type, id] = parts[0]?.startsWith('intl-') ? parts.slice(1) : parts;
  if (!id || !ID.test(id)) return null;
  const src = `https://open.spotify.com/embed/${type}/${id}`;
  if (SPOTIFY_MUSIC.has(type)) return music(src, 'Spotify');
  return SPOTIFY_PODCAST.has(type) ? podcast(src, 'Spotify') : null;
}

function tidal(parts: string[]): Embed | null {
  const [type, id] = parts[0] === 'browse' ? parts.slice(1) : parts;
  const plural = TIDAL_TYPES[type];
  const valid = plural && id && (type === 'playlist' ? /^[0-9a-f-]{36}$/i.test(id) : NUMERIC.test(id));
  return valid ? music(`https://embed.tidal.com/${plural}/${id}`, 'Tidal') : null;
}

/** Apple keeps the same path on its embed host: /{country}/{album|playlist|podcast}/{name}/{id}. */
function apple(host: 'music' | 'podcasts', url: URL): Embed | null {
  const parts = url.pathname.split('/').filter(Boolean);
  const [country, type, ...rest] = parts;
  if (!/^[a-z]{2}$/i.test(country ?? '') || !rest.length || !rest.every((part) => /^[A-Za-z0-9._%-]{1,200}$/.test(part))) return null;
  const track = url.searchParams.get('i');
  const query = track && NUMERIC.test(track) ? `?i=${track}` : '';
  const src = `https://embed.${host}.apple.com/${country}/${type}/${rest.join('/')}${query}`;
  if (host === 'podcasts') return type === 'podcast' ? podcast(src, 'Apple Podcasts') : null;
  return ['album', 'playlist', 'song'].includes(type) ? music(src, 'Apple Music') : null;
}

function twitch(url: URL, parts: string[]): Embed | null {
  const slug = url.hostname === 'clips.twitch.tv' ? parts[0] : parts[1] === 'clip' ? parts[2] : undefined;
  return slug && ID.test(slug) ? { type: 'twitch-clip', slug, url: url.href } : null;
}

/** The player for an http(s) link from one of the exact supported hosts, or null (then it stays a link). */
export function embedFor(href: string): Embed | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const parts = url.pathname.split('/').filter(Boolean);
  switch (url.hostname) {
    case 'open.spotify.com':
      return spotify(parts);
    case 'tidal.com':
    case 'listen.tidal.com':
      return tidal(parts);
    case 'music.apple.com':
      return apple('music', url);
    case 'podcasts.apple.com':
      return apple('podcasts', url);
    case 'clips.twitch.tv':
    case 'www.twitch.tv':
    case 'twitch.tv':
      return twitch(url, parts);
    default:
      return null;
  }
}

/** Twitch's clip player; it must name the page's host as `parent`. */
export function twitchClipSrc(slug: string, parentHost: string): string {
  const parent = encodeURIComponent(parentHost || 'localhost');
  return `https://clips.twitch.tv/embed?clip=${encodeURIComponent(slug)}&parent=${parent}&autoplay=false`;
}

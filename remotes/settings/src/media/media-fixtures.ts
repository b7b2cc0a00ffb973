import type { MediaServer } from '@app/core';

/** Sample servers of the media settings stories: one per protocol, plus a second Blossom server. */
export const BLOSSOM_SERVER: MediaServer = { url: 'https://blossom.example.com', protocol: 'blossom' };
export const NIP96_SERVER: MediaServer = { url: 'https://files.example.org', protocol: 'nip96' };
export const SECOND_BLOSSOM: MediaServer = { url: 'https://cdn.example.net', protocol: 'blossom' };

export const mediaServers: MediaServer[] = [BLOSSOM_SERVER, NIP96_SERVER, SECOND_BLOSSOM];

/** Twenty servers with long addresses, alternating protocols. */
export const manyLongServers: MediaServer[] = Array.from({ length: 20 }, (_, i) => ({
  url: `https://media-${i + 1}.${'very-long-subdomain-name-'.repeat(4)}example.com/api/v2/uploads/${'x'.repeat(30)}`,
  protocol: i % 2 === 0 ? 'blossom' : 'nip96',
}));

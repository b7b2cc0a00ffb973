/** Texts of the media server settings (ours: the specs name none for adding a server). */
export const MEDIA_SERVER_ERRORS = {
  empty: 'Enter a media server URL',
  invalid: (input: string) => `Invalid media server URL: ${input}`,
  notHttp: 'A media server URL must start with http:// or https://',
  duplicate: 'This media server is already in your list',
  unreachable: (host: string) => `Could not reach ${host}`,
  notListed: (url: string) => `Not one of your media servers: ${url}`,
  publishFailed: 'Could not publish your media server list',
} as const

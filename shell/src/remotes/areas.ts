/** The remotes the shell can load, with the user-facing name of the area each one owns. */
export const AREA_NAMES = {
  feed: 'Feed',
  profile: 'Profile',
  wallet: 'Wallet',
  chat: 'Chat',
  search: 'Search',
  settings: 'Settings',
} as const;

export type RemoteName = keyof typeof AREA_NAMES;

export function unavailableText(remote: RemoteName): string {
  return `${AREA_NAMES[remote]} is unavailable`;
}

/** A page of the settings, as the index lists it. */
export interface SettingsSectionLink {
  path: string;
  label: string;
  hint: string;
}

/** Every settings page, in the order the index lists them (Profile is served by the profile remote). */
export const SECTIONS = {
  appearance: { path: '/settings/appearance', label: 'Appearance', hint: 'Theme and layout' },
  content: { path: '/settings/content', label: 'Content', hint: 'What feeds and posts show' },
  imgproxy: { path: '/settings/imgproxy', label: 'Image proxy', hint: 'Resize images through an imgproxy server' },
  notifications: { path: '/settings/notifications', label: 'Notifications', hint: 'Notification server and what to be notified about' },
  network: { path: '/settings/network', label: 'Network', hint: 'Relays you read from and publish to' },
  p2p: { path: '/settings/p2p', label: 'Peer-to-peer', hint: 'Browsers that relay events and share files over WebRTC' },
  media: { path: '/settings/media', label: 'Media servers', hint: 'Where your uploads go' },
  account: { path: '/settings/account', label: 'Account and keys', hint: 'Your keys, signer and log out' },
  socialGraph: { path: '/settings/social-graph', label: 'Social graph', hint: 'Follow graph size, recrawl and mutes' },
  profile: { path: '/settings/profile', label: 'Profile', hint: 'Your name, picture and about' },
  desktop: { path: '/settings/desktop', label: 'Desktop', hint: 'The desktop app' },
  debug: { path: '/settings/debug', label: 'Debug', hint: 'Developer switches' },
  legal: { path: '/settings/legal', label: 'Legal', hint: 'Terms of service and privacy policy' },
} as const satisfies Record<string, SettingsSectionLink>;

/** The sections as a list, in index order. */
export const SECTION_LIST: readonly SettingsSectionLink[] = Object.values(SECTIONS);

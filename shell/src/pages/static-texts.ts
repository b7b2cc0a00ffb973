/** Texts of the shell's own static pages. */
export const STATIC_TEXTS = {
  about: {
    title: 'About',
    paragraphs: [
      'A fast, open-source client for Nostr, the open protocol of signed events relayed by independent servers.',
      'Each area of the app (feed, profiles, wallet, chat, search, settings) is built and deployed on its own and assembled in your browser at runtime.',
    ],
  },
  terms: {
    title: 'Terms of Service',
    paragraphs: [
      'You are responsible for what you publish. Events you sign are public and are stored by relays outside our control.',
      'The software is provided as is, without warranty of any kind.',
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    paragraphs: [
      'Your keys and settings stay in your browser. We run no tracking and no analytics.',
      'Relays you connect to see your IP address and the events you request or publish.',
    ],
  },
  csae: {
    title: 'Child Safety Standards',
    paragraphs: [
      'We prohibit child sexual abuse and exploitation (CSAE) material. Public keys flagged by third-party providers are blocked from display.',
      'Report concerns about child safety to the relay operators and to the authorities of your country.',
    ],
  },
} as const;

export type StaticPageName = keyof typeof STATIC_TEXTS;

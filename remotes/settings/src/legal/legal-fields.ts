import type { FieldSpec } from '../ui';

/** What the legal page shows (read-only). */
export const LEGAL_FIELDS: readonly FieldSpec<'tosAccepted' | 'tosAcceptedVersion'>[] = [
  { key: 'tosAccepted', label: 'Terms of service' },
  { key: 'tosAcceptedVersion', label: 'Accepted terms version' },
];

/** The static legal pages (spec 1 route table). */
export const LEGAL_LINKS = [
  { to: '/terms', label: 'Terms of service' },
  { to: '/privacy', label: 'Privacy policy' },
] as const;

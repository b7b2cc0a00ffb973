import type { FieldSpec } from '../ui';

/** What the legal page shows. */
export const LEGAL_FIELDS: readonly FieldSpec<'tosAccepted' | 'tosAcceptedVersion'>[] = [
  { key: 'tosAccepted', label: 'Terms of service' },
  { key: 'tosAcceptedVersion', label: 'Accepted terms version' },
];

/** The version of the terms at /terms; raise it when their text changes, and users are asked to accept them again. */
export const CURRENT_TERMS_VERSION = 1;

/** The static legal pages (spec 1 route table). */
export const LEGAL_LINKS = [
  { to: '/terms', label: 'Terms of service' },
  { to: '/privacy', label: 'Privacy policy' },
] as const;

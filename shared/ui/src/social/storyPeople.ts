import type { Profile } from '@app/core';
import { createElement } from 'react';
import { PersonLinkView, type RenderName } from '../people/PersonLink';

/** Sample people for the social and people stories (not exported from the package). */
export const storyKey = (n: number) => n.toString(16).padStart(64, '7');

const NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy', 'Mallory', 'Niaj'];

export const storyProfiles: Record<string, Profile> = Object.fromEntries(
  NAMES.map((name, n) => [storyKey(n), { pubkey: storyKey(n), name, display_name: name, created_at: 1_700_000_000 }]),
);

export const LONG_NAME = 'Wolfeschlegelsteinhausenbergerdorff the Very Long Named';
storyProfiles[storyKey(99)] = { pubkey: storyKey(99), display_name: LONG_NAME, created_at: 1_700_000_000 };

/** n sample keys; the first twelve have names. */
export const storyKeys = (count: number) => Array.from({ length: count }, (_, n) => storyKey(n));

/** Names as the connected components render them, from the sample profiles. */
export const renderStoryName: RenderName = (pubkey) => createElement(PersonLinkView, { pubkey, profile: storyProfiles[pubkey] });

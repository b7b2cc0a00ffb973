import type { ProfileFields } from '@app/core';

export type ProfileFieldKey = keyof ProfileFields;
export type ProfileFormValues = Record<ProfileFieldKey, string>;

/** The edit form's fields, in order, with their labels. */
export const PROFILE_FORM_FIELDS: { key: ProfileFieldKey; label: string; multiline?: boolean }[] = [
  { key: 'name', label: 'Name' },
  { key: 'display_name', label: 'Display name' },
  { key: 'picture', label: 'Picture' },
  { key: 'banner', label: 'Banner' },
  { key: 'website', label: 'Website' },
  { key: 'lud16', label: 'Lightning address' },
  { key: 'nip05', label: 'NIP-05' },
  { key: 'about', label: 'About', multiline: true },
];

export const WEBSITE_ERROR = 'Website must be a valid http(s) URL';

/** Form values from the stored kind 0 content: its string fields, '' for missing or non-string ones. */
export function formValuesFrom(content: Record<string, unknown>): ProfileFormValues {
  const values = {} as ProfileFormValues;
  for (const { key } of PROFILE_FORM_FIELDS) {
    const value = content[key];
    values[key] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** Inline errors by field; a website must be empty or an absolute http(s) URL. */
export function validateProfileForm(values: ProfileFormValues): Partial<Record<ProfileFieldKey, string>> {
  const website = values.website.trim();
  return website && !isHttpUrl(website) ? { website: WEBSITE_ERROR } : {};
}

/** Only the fields the user changed (trimmed), so untouched ones stay exactly as stored; '' removes a field. */
export function changedFields(initial: ProfileFormValues, values: ProfileFormValues): ProfileFields {
  const changes: ProfileFields = {};
  for (const { key } of PROFILE_FORM_FIELDS) {
    const next = values[key].trim();
    if (next !== initial[key].trim()) changes[key] = next;
  }
  return changes;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

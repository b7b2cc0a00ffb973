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
export const PICTURE_ERROR = 'Picture must be a valid http(s) URL';
export const BANNER_ERROR = 'Banner must be a valid http(s) URL';
/** Said once a changed profile is published. */
export const PROFILE_SAVED = 'Profile saved';

/** The fields that hold a link, and what to say when one is not an http(s) URL. */
const URL_FIELDS: [ProfileFieldKey, string][] = [
  ['picture', PICTURE_ERROR],
  ['banner', BANNER_ERROR],
  ['website', WEBSITE_ERROR],
];

/** Form values from the stored kind 0 content: its string fields, '' for missing or non-string ones. */
export function formValuesFrom(content: Record<string, unknown>): ProfileFormValues {
  const values = {} as ProfileFormValues;
  for (const { key } of PROFILE_FORM_FIELDS) {
    const value = content[key];
    values[key] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** Inline errors by field; picture, banner and website must each be empty or an absolute http(s) URL. */
export function validateProfileForm(values: ProfileFormValues): Partial<Record<ProfileFieldKey, string>> {
  const errors: Partial<Record<ProfileFieldKey, string>> = {};
  for (const [key, message] of URL_FIELDS) {
    const value = values[key].trim();
    if (value && !isHttpUrl(value)) errors[key] = message;
  }
  return errors;
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

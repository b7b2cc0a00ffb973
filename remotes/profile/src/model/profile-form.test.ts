import { describe, expect, it } from 'vitest';
import { BANNER_ERROR, PICTURE_ERROR, WEBSITE_ERROR, changedFields, formValuesFrom, validateProfileForm } from './profile-form';

const empty = formValuesFrom({});

describe('formValuesFrom', () => {
  it('takes the string fields and leaves the rest empty', () => {
    const values = formValuesFrom({ name: 'alice', lud16: 'alice@wallet.example', about: 42, bot: true });
    expect(values).toEqual({ ...empty, name: 'alice', lud16: 'alice@wallet.example' });
  });
});

describe('validateProfileForm', () => {
  it('checks the picture and banner links as it checks the website', () => {
    expect(validateProfileForm({ ...empty, picture: 'https://img.example/a.png', banner: '' })).toEqual({});
    expect(validateProfileForm({ ...empty, picture: 'data:image/png;base64,xx', banner: 'banner.png' })).toEqual({ picture: PICTURE_ERROR, banner: BANNER_ERROR });
  });

  it('accepts an empty or http(s) website', () => {
    expect(validateProfileForm(empty)).toEqual({});
    expect(validateProfileForm({ ...empty, website: 'https://alice.example' })).toEqual({});
  });

  it('rejects other schemes and bare hosts', () => {
    expect(validateProfileForm({ ...empty, website: 'javascript:alert(1)' })).toEqual({ website: WEBSITE_ERROR });
    expect(validateProfileForm({ ...empty, website: 'alice.example' })).toEqual({ website: WEBSITE_ERROR });
  });
});

describe('changedFields', () => {
  it('sends only what changed, trimmed, and an empty string for a cleared field', () => {
    const initial = { ...empty, name: 'alice', about: 'hi' };
    expect(changedFields(initial, { ...initial, name: ' alicia ', about: '' })).toEqual({ name: 'alicia', about: '' });
  });

  it('sends nothing when nothing changed', () => {
    expect(changedFields(empty, { ...empty, name: '   ' })).toEqual({});
  });
});

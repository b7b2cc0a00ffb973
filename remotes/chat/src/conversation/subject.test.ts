import { describe, expect, it } from 'vitest';
import { cleanSubject, SUBJECT_MAX_LENGTH, subjectOfNavigationState, withoutSubject } from './subject';

describe('cleanSubject', () => {
  it('trims a subject and gives undefined for nothing', () => {
    expect(cleanSubject('  Weekend hike \n')).toBe('Weekend hike');
    expect(cleanSubject('   ')).toBeUndefined();
    expect(cleanSubject(42)).toBeUndefined();
  });

  it('cuts a long subject', () => {
    expect(cleanSubject('x'.repeat(SUBJECT_MAX_LENGTH + 50))).toHaveLength(SUBJECT_MAX_LENGTH);
  });
});

describe('subjectOfNavigationState', () => {
  it('reads `{ subject }` and nothing else', () => {
    expect(subjectOfNavigationState({ subject: ' Book club ' })).toBe('Book club');
    expect(subjectOfNavigationState({ peer: 'npub1…' })).toBeUndefined();
    expect(subjectOfNavigationState(null)).toBeUndefined();
    expect(subjectOfNavigationState('Book club')).toBeUndefined();
  });
});

describe('withoutSubject', () => {
  it('drops the subject and keeps the rest', () => {
    expect(withoutSubject({ subject: 'Book club' })).toBeNull();
    expect(withoutSubject({ subject: 'Book club', peer: 'npub1x' })).toEqual({ peer: 'npub1x' });
    expect(withoutSubject(undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { passwordChange, passwordFormProblem } from './password-form';

const fields = (current: string, next: string, repeat: string) => ({ current, next, repeat });

describe('passwordFormProblem', () => {
  it('asks for a new password, and its repeat to match', () => {
    expect(passwordFormProblem('set', fields('', '', ''))).toBe('Enter a password.');
    expect(passwordFormProblem('set', fields('', 'a', ''))).toBe('The passwords do not match.');
    expect(passwordFormProblem('set', fields('', 'a', 'b'))).toBe('The passwords do not match.');
    expect(passwordFormProblem('set', fields('', 'a', 'a'))).toBe('');
  });

  it('asks for the current password to change or remove one', () => {
    expect(passwordFormProblem('change', fields('', 'a', 'a'))).toBe('Enter your current password.');
    expect(passwordFormProblem('change', fields('old', '', ''))).toBe('Enter a password.');
    expect(passwordFormProblem('change', fields('old', 'a', 'b'))).toBe('The passwords do not match.');
    expect(passwordFormProblem('change', fields('old', 'a', 'a'))).toBe('');
    expect(passwordFormProblem('remove', fields('', '', ''))).toBe('Enter your current password.');
    expect(passwordFormProblem('remove', fields('old', 'ignored', 'other'))).toBe('');
  });
});

describe('passwordChange', () => {
  it('maps each action to changePassword(current, next)', () => {
    expect(passwordChange('set', fields('stale', 'new', 'new'))).toEqual([null, 'new']);
    expect(passwordChange('change', fields('old', 'new', 'new'))).toEqual(['old', 'new']);
    expect(passwordChange('remove', fields('old', 'new', 'new'))).toEqual(['old', null]);
  });
});

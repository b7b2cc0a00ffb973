import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AppThemeProvider } from '@app/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddRelayField, type AddRelay } from './AddRelayField';

afterEach(cleanup);

const accepts: AddRelay = (input) => ({ ok: true, url: `wss://${input.trim()}/` });

function renderField(onAdd: AddRelay = accepts) {
  const spy = vi.fn(onAdd);
  render(<AddRelayField onAdd={spy} />, { wrapper: AppThemeProvider });
  const input = screen.getByLabelText('Add relay') as HTMLInputElement;
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const press = (key: string) => fireEvent.keyDown(input, { key });
  return { input, onAdd: spy, type, press };
}

describe('AddRelayField', () => {
  it('adds what was typed on Enter and empties the field', () => {
    const { input, onAdd, type, press } = renderField();
    type('relay.example.com');
    press('Enter');
    expect(onAdd).toHaveBeenCalledExactlyOnceWith('relay.example.com');
    expect(input.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds with the Add button too', () => {
    const { onAdd, type } = renderField();
    type('wss://nos.example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledExactlyOnceWith('wss://nos.example.org');
  });

  it('ignores Enter on an empty or blank field', () => {
    const { onAdd, type, press } = renderField();
    press('Enter');
    type('   ');
    press('Enter');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('shows a rejected address as an alert and keeps it for correction', () => {
    const { input, type, press } = renderField(() => ({ ok: false, error: 'Relay already added' }));
    type('wss://relay.example.com');
    press('Enter');
    expect(screen.getByRole('alert').textContent).toBe('Relay already added');
    expect(input.value).toBe('wss://relay.example.com');
  });

  it('clears the alert once an address is accepted', () => {
    let accept = false;
    const { type, press } = renderField((input) => (accept ? accepts(input) : { ok: false, error: 'Invalid relay URL' }));
    type('nope');
    press('Enter');
    expect(screen.getByRole('alert').textContent).toBe('Invalid relay URL');
    accept = true;
    type('relay.example.com');
    press('Enter');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the field and the alert on Escape, without adding', () => {
    const { input, onAdd, type, press } = renderField(() => ({ ok: false, error: 'Invalid relay URL' }));
    type('not a relay');
    press('Enter');
    press('Escape');
    expect(input.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onAdd).toHaveBeenCalledOnce();
  });
});

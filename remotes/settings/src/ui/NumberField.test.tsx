import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AppThemeProvider } from '@app/ui';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

afterEach(cleanup);

/** The field with a saved value that follows each accepted change, as a settings store would. */
function renderField(initial = 5) {
  const onChange = vi.fn();
  function Saved() {
    const [value, setValue] = useState(initial);
    return <NumberField label="Max follow distance for replies" value={value} min={0} max={10} onChange={(next) => (setValue(next), onChange(next))} />;
  }
  render(<Saved />, { wrapper: AppThemeProvider });
  const input = screen.getByRole('spinbutton', { name: 'Max follow distance for replies' }) as HTMLInputElement;
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { input, onChange, type };
}

describe('NumberField', () => {
  it('saves a whole number within the bounds at once', () => {
    const { input, onChange, type } = renderField();
    type('0');
    type('10');
    expect(onChange.mock.calls).toEqual([[0], [10]]);
    expect(input.value).toBe('10');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it.each(['11', '-1', '2.5', ''])('shows an error for %j and keeps the saved value', (typed) => {
    const { input, onChange, type } = renderField();
    type(typed);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a whole number from 0 to 10')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('clears the error once the input is valid again', () => {
    const { onChange, type } = renderField();
    type('42');
    type('4');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(4);
    expect(screen.queryByText('Enter a whole number from 0 to 10')).toBeNull();
  });

  it('puts the saved value back on Escape', () => {
    const { input, type } = renderField(3);
    type('99');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('3');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});

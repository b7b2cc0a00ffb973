import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp as render } from '../testing/renderWithApp';
import { ProfileName } from './ProfileName';

const PUBKEY = 'b'.repeat(64);
const named = (display_name: string) => render(<ProfileName pubkey={PUBKEY} profile={{ pubkey: PUBKEY, created_at: 1, display_name }} />);

afterEach(cleanup);

describe('ProfileName with hostile names', () => {
  it('isolates a name holding a right-to-left override from the text after it', () => {
    named('admin\u202egnp.exe');
    const name = screen.getByText('admin\u202egnp.exe');
    expect(getComputedStyle(name).unicodeBidi).toBe('isolate');
  });

  it('keeps an unbroken name inside its line: an inline box of at most the line width that clips with an ellipsis', () => {
    named('W'.repeat(50));
    const style = getComputedStyle(screen.getByText('W'.repeat(50)));
    expect([style.display, style.maxWidth, style.overflow, style.textOverflow]).toEqual(['inline-block', '100%', 'hidden', 'ellipsis']);
  });
});

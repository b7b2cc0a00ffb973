import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/renderWithApp';
import { PersonLinkView } from './PersonLink';

const PUBKEY = 'c'.repeat(64);

afterEach(cleanup);

describe('PersonLinkView with a hostile name', () => {
  it('is a bidi isolate of its own, so a right-to-left override in the name leaves the text after it alone', () => {
    renderWithApp(
      <p>
        <PersonLinkView pubkey={PUBKEY} profile={{ pubkey: PUBKEY, created_at: 1, name: 'admin\u202egnp.exe' }} />, Bob liked your post
      </p>,
    );
    const link = screen.getByRole('link', { name: 'admin\u202egnp.exe' });
    expect(getComputedStyle(link).unicodeBidi).toBe('isolate');
  });
});

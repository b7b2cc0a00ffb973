import { cleanup, fireEvent } from '@testing-library/react';
import { renderWithApp as render } from '../testing/renderWithApp';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

const PUBKEY = 'a'.repeat(64);

afterEach(cleanup);

describe('Avatar', () => {
  it('shows an http(s) picture lazily, 45 px by default', () => {
    const { container } = render(<Avatar pubkey={PUBKEY} picture="https://x.test/a.png" name="Al" />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://x.test/a.png');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(getComputedStyle(container.firstElementChild!).width).toBe('45px');
  });

  it('falls back to the initial when the picture fails to load', () => {
    const { container } = render(<Avatar pubkey={PUBKEY} picture="https://x.test/a.png" name="al" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('A');
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '/relative.png'])(
    'never uses %j as a source',
    (picture) => {
      const { container } = render(<Avatar pubkey={PUBKEY} picture={picture} />);
      expect(container.querySelector('img')).toBeNull();
      expect(container.textContent).toBe('?');
    },
  );

  it('colours the fallback deterministically by public key', () => {
    const colour = (pubkey: string) => {
      const { container } = render(<Avatar pubkey={pubkey} />);
      const value = getComputedStyle(container.firstElementChild!).backgroundColor;
      cleanup();
      return value;
    };
    expect(colour(PUBKEY)).toBe(colour(PUBKEY));
    expect(colour(PUBKEY)).not.toBe(colour('b'.repeat(64)));
  });
});

import { cleanup, screen } from '@testing-library/react';
import type { NostrEvent } from '@app/core';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/renderWithApp';
import { KindBody, MAX_UNLINKED_IMAGES } from './KindBody';

const note = (tags: string[][], content = 'A note full of tags'): NostrEvent => ({
  id: '1'.repeat(64), pubkey: '2'.repeat(64), kind: 1, created_at: 1, content, sig: '3'.repeat(128), tags,
});
const imeta = (count: number) => Array.from({ length: count }, (_, i) => ['imeta', `url https://example.com/${i}.png`, 'alt <img src=x onerror=alert(1)>']);

afterEach(cleanup);

describe('a post’s imeta images', () => {
  it('shows at most MAX_UNLINKED_IMAGES of those the text does not link, and says how many more there are', () => {
    const { container } = renderWithApp(<KindBody event={note(imeta(1667))} />);
    expect(container.querySelectorAll('[data-testid="proxied-image"]')).toHaveLength(MAX_UNLINKED_IMAGES);
    expect(screen.getByText(`${1667 - MAX_UNLINKED_IMAGES} more images not shown`)).toBeTruthy();
  });

  it('shows a few unlinked images all, without a count', () => {
    const { container } = renderWithApp(<KindBody event={note(imeta(3))} />);
    expect(container.querySelectorAll('[data-testid="proxied-image"]')).toHaveLength(3);
    expect(screen.queryByText(/more images? not shown/)).toBeNull();
  });
});

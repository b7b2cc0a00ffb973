import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blurhashDataUrl, useBlurhash } from './blurhashPlaceholder';

// jsdom has no canvas: the decoder module is replaced by one that names the hash it decoded.
vi.mock('./ProxiedImageBlurhash', () => ({ blurhashDataUrl: (hash: string) => `data:image/png;${hash}` }));

afterEach(cleanup);

describe('useBlurhash', () => {
  it('is null until the decoder has loaded, then the placeholder; at once for later images', async () => {
    const first = renderHook(() => useBlurhash('LEHV6nWB2yk8'));
    expect(first.result.current).toBeNull();
    await waitFor(() => expect(first.result.current).toBe('data:image/png;LEHV6nWB2yk8'));
    const later = renderHook(() => useBlurhash('KJG8_@Dgx]'));
    expect(later.result.current).toBe('data:image/png;KJG8_@Dgx]');
  });

  it('is null without a blurhash', async () => {
    expect(renderHook(() => useBlurhash(undefined)).result.current).toBeNull();
    await expect(blurhashDataUrl('')).resolves.toBeNull();
  });
});

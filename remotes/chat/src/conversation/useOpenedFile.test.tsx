import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatFile } from '@app/core/chat';
import { useOpenedFile } from './useOpenedFile';

const file = (): ChatFile => ({ url: 'https://blossom.example.com/3f9a', mime: 'application/pdf', decryptionKey: 'ab'.repeat(32), nonce: 'cd'.repeat(12) });

beforeEach(() => {
  let next = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:test/${next++}`), revokeObjectURL: vi.fn() }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useOpenedFile', () => {
  it('opens once per file, not per render, and revokes its object URL on unmount', async () => {
    const open = vi.fn(async () => new Blob(['12345']));
    const { result, rerender, unmount } = renderHook(({ value }) => useOpenedFile(value, open), { initialProps: { value: file() } });
    expect(result.current.state).toBe('opening');
    await waitFor(() => expect(result.current).toMatchObject({ state: 'open', url: 'blob:test/0', size: 5 }));
    rerender({ value: file() });
    expect(open).toHaveBeenCalledTimes(1);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/0');
  });

  it('gives the failure text, and opens again on retry', async () => {
    const open = vi.fn().mockRejectedValueOnce(new Error('Failed to decrypt file')).mockResolvedValueOnce(new Blob(['ok']));
    const { result } = renderHook(() => useOpenedFile(file(), open));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'failed', message: 'Failed to decrypt file' }));
    act(() => result.current.retry());
    expect(result.current.state).toBe('opening');
    await waitFor(() => expect(result.current.state).toBe('open'));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("says 'Failed to fetch encrypted file' for a failure without a message", async () => {
    const { result } = renderHook(() => useOpenedFile(file(), () => Promise.reject(new Error(''))));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'failed', message: 'Failed to fetch encrypted file' }));
  });
});

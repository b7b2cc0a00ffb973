import { cleanup, screen } from '@testing-library/react';
import { nip19 } from 'nostr-tools';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCore, type Core } from '@app/core';
import { renderWithApp as render } from '../testing/renderWithApp';
import { QuotedEvent } from './QuotedEvent';

const id = 'c'.repeat(64);

afterEach(cleanup);

describe('QuotedEvent', () => {
  it('fetches a quoted nevent with the relay hints the link carries (ws/wss only)', async () => {
    const getEvent = vi.fn(async () => null);
    setCore({ getEvent } as unknown as Core);
    const link = nip19.neventEncode({ id, relays: ['wss://hint.example', 'https://web.example'] });
    render(<QuotedEvent link={link} />);
    expect(await screen.findByText('Event not found')).toBeTruthy();
    expect(getEvent).toHaveBeenCalledWith(id, ['wss://hint.example/']);
  });

  it('fetches a quoted note id without hints', async () => {
    const getEvent = vi.fn(async () => null);
    setCore({ getEvent } as unknown as Core);
    render(<QuotedEvent id={id} />);
    expect(await screen.findByText('Event not found')).toBeTruthy();
    expect(getEvent).toHaveBeenCalledWith(id, []);
  });
});

import type { RelayState, RelayStatus } from '@app/core';
import { describe, expect, it } from 'vitest';
import { relayRowState } from './relay-row-state';

const URL = 'wss://relay.example.com/';
const enabled = { url: URL, disabled: false };
const status = (state: RelayState, url = URL): RelayStatus => ({ url, state });

describe('relayRowState', () => {
  it.each<RelayState>(['connected', 'authenticated'])('is connected when the relay is %s', (state) => {
    expect(relayRowState(enabled, [status(state)])).toBe('connected');
  });

  it.each<RelayState>(['connecting', 'reconnecting', 'flapping', 'disconnected', 'disconnecting', 'auth requested', 'authenticating'])(
    'is not-connected when the relay is %s',
    (state) => {
      expect(relayRowState(enabled, [status(state)])).toBe('not-connected');
    },
  );

  it('is not-connected while the pool has no status for the relay', () => {
    expect(relayRowState(enabled, [])).toBe('not-connected');
    expect(relayRowState(enabled, [status('connected', 'wss://other.example.com/')])).toBe('not-connected');
  });

  it('is disabled when the user switched the relay off, whatever its socket does', () => {
    expect(relayRowState({ url: URL, disabled: true }, [status('connected')])).toBe('disabled');
    expect(relayRowState({ url: URL, disabled: true }, [])).toBe('disabled');
  });

  it('reads the status of its own relay among many', () => {
    const statuses = [status('disconnected', 'wss://a.example.com/'), status('connected'), status('connecting', 'wss://b.example.com/')];
    expect(relayRowState(enabled, statuses)).toBe('connected');
  });
});

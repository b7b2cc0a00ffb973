import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatService } from '@app/core/chat';
import { ChatServiceProvider, WithChatService, type ChatServiceLoad } from './ChatServiceContext';

const session = vi.hoisted(() => ({ pubkey: null as string | null | undefined }));
const core = vi.hoisted(() => ({ name: 'core' }));
const chatOf = vi.hoisted(() => vi.fn());

vi.mock('@app/ui', () => ({ useCore: () => core, useSessionPubkey: () => session.pubkey }));
vi.mock('@app/core/chat', () => ({ chatOf }));

const ME = 'a'.repeat(64);
const service = { name: 'chat service' } as unknown as ChatService;

/** Shows the load's state (and its user), with Retry when failed. */
function Probe({ load }: { load: ChatServiceLoad }) {
  return (
    <p>
      {load.state}
      {load.state === 'ready' && ` ${load.me === ME}`}
      {load.state === 'failed' && (
        <button type="button" onClick={load.retry}>
          {load.message}
        </button>
      )}
    </p>
  );
}

const renderLoad = (ui?: (children: ReactNode) => ReactNode) => {
  const probe = <WithChatService>{(load) => <Probe load={load} />}</WithChatService>;
  return render(<>{ui ? ui(probe) : probe}</>);
};

beforeEach(() => {
  chatOf.mockReset();
});
afterEach(cleanup);

describe('WithChatService', () => {
  it('gives a provided service, failure or loading state without asking the core', () => {
    renderLoad((probe) => (
      <ChatServiceProvider service={service} me={ME}>
        {probe}
      </ChatServiceProvider>
    ));
    expect(screen.getByText('ready true')).toBeTruthy();
    cleanup();
    renderLoad((probe) => (
      <ChatServiceProvider service={null} me={ME}>
        {probe}
      </ChatServiceProvider>
    ));
    expect(screen.getByText('loading')).toBeTruthy();
    cleanup();
    renderLoad((probe) => (
      <ChatServiceProvider service={null} me={null}>
        {probe}
      </ChatServiceProvider>
    ));
    expect(screen.getByText('signed-out')).toBeTruthy();
    expect(chatOf).not.toHaveBeenCalled();
  });

  it('loads nothing for a visitor, and waits while the session is unknown', () => {
    session.pubkey = null;
    renderLoad();
    expect(screen.getByText('signed-out')).toBeTruthy();
    cleanup();
    session.pubkey = undefined;
    renderLoad();
    expect(screen.getByText('loading')).toBeTruthy();
    expect(chatOf).not.toHaveBeenCalled();
  });

  it("loads the core's chat for a signed-in user; a failure offers Retry, which loads again", async () => {
    session.pubkey = ME;
    chatOf.mockImplementationOnce(() => {
      throw new Error('The chat service is being built');
    });
    chatOf.mockReturnValue(service);
    renderLoad();
    expect(screen.getByText('loading')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'The chat service is being built' });
    expect(chatOf).toHaveBeenCalledWith(core);
    await act(async () => retry.click());
    expect(await screen.findByText('ready true')).toBeTruthy();
    expect(chatOf).toHaveBeenCalledTimes(2);
  });
});

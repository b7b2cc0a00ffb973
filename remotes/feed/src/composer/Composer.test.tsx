import { setCore, type Core } from '@app/core';
import { AppThemeProvider } from '@app/ui';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@app/ui';
import { BehaviorSubject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './Composer';
import { ComposerServicesProvider } from './composer-services';
import { fixtureServices, storyNote } from './composer-fixtures';
import { emojiPlacement } from './EmojiButton';
import { mentionAt } from './mention-rules';

const session$ = new BehaviorSubject<{ pubkey: string } | null>({ pubkey: 'f'.repeat(64) });
setCore({ session$, profiles: { search: async () => [] } } as unknown as Core);
afterEach(cleanup);

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderConnected(props: Parameters<typeof Composer>[0], services = fixtureServices()) {
  render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={['/start']}>
        <ComposerServicesProvider services={services}>
          <Composer {...props} />
        </ComposerServicesProvider>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppThemeProvider>,
  );
}

async function post(text: string) {
  const area = screen.getByLabelText("What's on your mind?");
  fireEvent.focus(area);
  fireEvent.change(area, { target: { value: text } });
  fireEvent.click(screen.getByTestId('composer-post'));
}

describe('Composer', () => {
  it('opens the new note at its encoded address and reports it', async () => {
    const onPosted = vi.fn();
    renderConnected({ mode: 'page', onPosted });
    await post('first note');
    await waitFor(() => expect(onPosted).toHaveBeenCalled());
    const event = onPosted.mock.calls[0][0];
    await waitFor(() => expect(screen.getByTestId('path').textContent).toMatch(/^\/nevent1/));
    expect(event.content).toBe('first note');
  });

  it('stays on the page after a reply; a quote carries its q tag and navigates', async () => {
    const onPosted = vi.fn();
    renderConnected({ mode: 'modal', replyTo: storyNote(), onPosted });
    await post('a reply');
    await waitFor(() => expect(onPosted).toHaveBeenCalled());
    expect(screen.getByTestId('path').textContent).toBe('/start');
    cleanup();
    const quoted = storyNote();
    renderConnected({ mode: 'modal', quote: quoted, onPosted });
    await post('quoting');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toMatch(/^\/nevent1/));
    expect(onPosted.mock.calls[1][0].tags).toContainEqual(['q', quoted.id, '', quoted.pubkey]);
  });

  it('is hidden when signed out', () => {
    session$.next(null);
    renderConnected({ mode: 'inline' });
    expect(screen.queryByLabelText("What's on your mind?")).toBeNull();
    session$.next({ pubkey: 'f'.repeat(64) });
  });
});

describe('composer helpers', () => {
  it('places the emoji picker below only with 435 px free', () => {
    expect(emojiPlacement(300, 735)).toBe('below');
    expect(emojiPlacement(301, 735)).toBe('above');
  });

  it('finds @-queries at the start or after whitespace only', () => {
    expect(mentionAt('@bo', 3)).toEqual({ query: 'bo', start: 0, end: 3 });
    expect(mentionAt('hi\n@bo', 6)).toEqual({ query: 'bo', start: 3, end: 6 });
    expect(mentionAt('me@bo', 5)).toBeNull();
    expect(mentionAt('@bo x', 5)).toBeNull();
  });
});

import styled from '@emotion/styled';
import type { CurrentUser } from '@app/core';
import { Button, Icon, SIGN_IN_REASONS, useCore, useObservable } from '@app/ui';
import { useLocation } from 'react-router';
import { preloadRemotePage } from '../remotes/remote-registry';

/** A round button above the phone's bottom bar (as in Iris and Primal); the side bar has its own on desktop. */
const Floating = styled.button`
  position: fixed;
  right: 16px;
  bottom: calc(72px + env(safe-area-inset-bottom));
  z-index: 11;
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border: 0;
  border-radius: 50%;
  color: #fff;
  background: ${({ theme }) => theme.colors.accentStrong};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.5);
  cursor: pointer;
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}px) {
    display: none;
  }
`;

/** Opens the composer as a dialog; a visitor is asked to sign in first. */
function useOpenComposer() {
  const core = useCore();
  const user = useObservable(core.session$, null as CurrentUser | null);
  return () =>
    core.bus.publish(user ? { type: 'compose:open' } : { type: 'auth:request', mode: 'sign-in', reason: SIGN_IN_REASONS.post });
}

const preloadComposer = () => void preloadRemotePage('feed', 'ComposeModal');

/** 'New post' in the desktop side bar, or the floating button on phones (not on the composer's own page). */
export function NewPostButton({ floating = false }: { floating?: boolean }) {
  const open = useOpenComposer();
  const { pathname } = useLocation();
  if (floating) {
    if (pathname === '/new') return null;
    return (
      <Floating type="button" aria-label="New post" onClick={open} onPointerEnter={preloadComposer} data-testid="new-post-fab">
        <Icon name="pen" />
      </Floating>
    );
  }
  return (
    <Button variant="primary" onClick={open} onPointerEnter={preloadComposer} onFocus={preloadComposer} style={{ marginTop: 12 }}>
      <Icon name="pen" size={18} />
      New post
    </Button>
  );
}

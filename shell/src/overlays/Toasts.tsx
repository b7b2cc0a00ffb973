import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useCore } from '@app/ui';
import { pushToast, toastOf, type Toast } from './toast-queue';
import { preloadOnIntent } from '../remotes/preload-route';

const Stack = styled.div`
  position: fixed;
  z-index: 200;
  bottom: 80px;
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(420px, 92vw);
`;

const Item = styled.div<{ $type: Toast['type'] }>`
  padding: 10px 14px;
  border-radius: 10px;
  color: #fff;
  background: ${({ $type, theme }) => ($type === 'error' ? theme.colors.error : $type === 'success' ? theme.colors.success : theme.colors.surfaceRaised)};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.3);
  a {
    color: inherit;
  }
`;

/** Toasts asked for on the bus ('toast'), each shown for its duration (5 s by default). */
export function Toasts() {
  const core = useCore();
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    const subscription = core.bus.on('toast').subscribe((event) => {
      const toast = toastOf(event, Date.now());
      setToasts((current) => pushToast(current, toast));
      setTimeout(() => setToasts((current) => current.filter((shown) => shown.id !== toast.id)), toast.duration);
    });
    return () => subscription.unsubscribe();
  }, [core]);
  if (toasts.length === 0) return null;
  return (
    <Stack role="status" aria-live="polite">
      {toasts.map((toast) => (
        <Item key={toast.id} $type={toast.type} data-testid="toast">
          {toast.linkTo ? <Link to={toast.linkTo} {...preloadOnIntent(toast.linkTo)}>{toast.message}</Link> : toast.message}
        </Item>
      ))}
    </Stack>
  );
}

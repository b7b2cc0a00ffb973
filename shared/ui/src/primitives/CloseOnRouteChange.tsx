import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Calls onClose when the route changes after it mounted (a link inside a dialog was followed, or Back). */
export function CloseOnRouteChange({ onClose }: { onClose(): void }) {
  const { key, pathname, search } = useLocation();
  const current = `${key}|${pathname}|${search}`;
  const seen = useRef(current);
  useEffect(() => {
    if (seen.current === current) return;
    seen.current = current;
    onClose();
  }, [current, onClose]);
  return null;
}

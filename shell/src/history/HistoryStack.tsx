import { useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { AppRoutes } from '../routes/AppRoutes';
import { nextStack, type StackEntry } from './history-stack';
import { useScrollMemory } from './use-scroll-memory';

/** Renders every kept history entry; only the current one is visible, the others keep their state. */
export function HistoryStack() {
  const location = useLocation();
  const action = useNavigationType();
  const stackRef = useRef<StackEntry[]>([]);
  stackRef.current = nextStack(stackRef.current, location, action);
  useScrollMemory(location.key);
  return (
    <>
      {stackRef.current.map((entry) => {
        const active = entry.key === location.key;
        return (
          <div key={entry.key} data-history-entry={entry.location.pathname} data-active={active} style={{ display: active ? 'block' : 'none' }}>
            <AppRoutes location={entry.location} />
          </div>
        );
      })}
    </>
  );
}

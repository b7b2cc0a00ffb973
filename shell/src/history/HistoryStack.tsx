import { memo, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { ActivePageContext } from '@app/ui';
import { AppRoutes } from '../routes/AppRoutes';
import { nextStack, type StackEntry } from './history-stack';
import { useScrollMemory } from './use-scroll-memory';

/**
 * A history entry's routes, memoized on its location (which never changes for an entry): a navigation re-renders no
 * kept page (Home's whole feed) under the one being opened, only the entries' visibility.
 */
const EntryRoutes = memo(AppRoutes);

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
            <ActivePageContext.Provider value={active}>
              <EntryRoutes location={entry.location} />
            </ActivePageContext.Provider>
          </div>
        );
      })}
    </>
  );
}

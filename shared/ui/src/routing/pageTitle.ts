import { createContext, useContext, useEffect } from 'react';
import { BehaviorSubject, map, type Observable } from 'rxjs';

/** True inside the history entry on screen; kept pages (hidden, still mounted) get false. */
export const ActivePageContext = createContext(true);

interface Announced {
  owner: symbol;
  title: string;
}

const announced = new BehaviorSubject<Announced | null>(null);

/** The title of the page on screen (its header's), or null when that page has none: the phone's header shows it. */
export const pageTitle$: Observable<string | null> = announced.pipe(map((entry) => entry?.title ?? null));

/** Announces `title` while this page is the one on screen, and withdraws it when the page hides or unmounts. */
export function useAnnouncePageTitle(title: string | null): void {
  const active = useContext(ActivePageContext);
  useEffect(() => {
    if (!active || title === null) return;
    const owner = Symbol('page title');
    announced.next({ owner, title });
    return () => {
      if (announced.value?.owner === owner) announced.next(null);
    };
  }, [active, title]);
}

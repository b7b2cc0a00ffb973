import type { Profile } from '@app/core';
import { useCore } from '@app/ui';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ComposeService, DraftStore, UploadService } from '@app/core';
import { MAX_MENTION_SUGGESTIONS } from './mention-rules';

/** What the composer needs from the core. */
export interface ComposerServices {
  compose: ComposeService;
  drafts: DraftStore;
  uploads: UploadService;
  /** Known profiles matching a query, best first (the @-mention suggestions). */
  searchPeople(query: string): Promise<Profile[]>;
}

const ServicesContext = createContext<ComposerServices | null>(null);

/** Overrides the core's composer services (stories and tests). */
export function ComposerServicesProvider({ services, children }: { services: ComposerServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The composer's services: the provided ones (stories, tests), else the tab's core's. */
export function useComposerServices(): ComposerServices {
  const provided = useContext(ServicesContext);
  const core = useCore();
  return useMemo(() => {
    if (provided) return provided;
    const { compose, drafts, uploads } = core;
    return { compose, drafts, uploads, searchPeople: (query) => core.profiles.search(query, MAX_MENTION_SUGGESTIONS) };
  }, [provided, core]);
}

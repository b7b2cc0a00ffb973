import { useCore, useObservable } from '@app/ui';
import type { StorageProblem } from '@app/core';
import { StatusLine } from '../layout/StatusLine';

/** Spec-free wording (the spec has no text for it): said once, for as long as the session runs from memory. */
export const STORAGE_NOTICE_TEXTS: Record<StorageProblem, string> = {
  unavailable: 'Storage is unavailable: this session is kept in memory only.',
  quota: 'Storage is full: this session is kept in memory only.',
};

/** The storage notice: a status line above the page while nothing this tab stores outlives it. */
export function StorageNoticeView({ problem }: { problem: StorageProblem | null }) {
  if (!problem) return null;
  return (
    <StatusLine role="status" data-testid="storage-notice" data-problem={problem}>
      {STORAGE_NOTICE_TEXTS[problem]}
    </StatusLine>
  );
}

/** The page's storage notice, from the core's storage status. */
export function StorageNotice() {
  const { storage } = useCore();
  const status = useObservable(storage.status$, storage.current());
  return <StorageNoticeView problem={status.persistent ? null : (status.problem ?? 'unavailable')} />;
}

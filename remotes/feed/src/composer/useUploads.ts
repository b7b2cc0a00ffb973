import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_ERROR_CLEAR_MS, type UploadResult, type UploadService } from '@app/core';

/** One file of the current upload batch. */
export interface UploadItem {
  id: number;
  name: string;
  /** Sent fraction 0..1. */
  progress: number;
  error?: string;
}

/** Spec 2 §4 Upload: progress and index per file; failed files listed with their error, cleared after 10 s. */
export function useUploads(uploads: UploadService, onUploaded: (result: UploadResult) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [batch, setBatch] = useState({ total: 0, done: 0 });
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const patch = (id: number, change: Partial<UploadItem>) => setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  const remove = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);

  const uploadOne = useCallback(
    async (file: File, id: number) => {
      try {
        onUploaded(await uploads.upload(file, { onProgress: (progress) => patch(id, { progress }) }));
        remove(id);
      } catch (error) {
        patch(id, { error: error instanceof Error ? error.message : String(error) });
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          remove(id);
        }, UPLOAD_ERROR_CLEAR_MS);
        timers.current.add(timer);
      }
    },
    [uploads, onUploaded, remove],
  );

  const add = useCallback(
    async (files: File[]) => {
      const entries = files.map((file) => ({ id: nextId.current++, name: file.name, progress: 0 }));
      setItems((list) => [...list, ...entries]);
      setBatch((counts) => ({ ...counts, total: counts.total + files.length }));
      for (const [index, file] of files.entries()) {
        await uploadOne(file, entries[index].id);
        setBatch((counts) => (counts.done + 1 >= counts.total ? { total: 0, done: 0 } : { ...counts, done: counts.done + 1 }));
      }
    },
    [uploadOne],
  );

  const inProgress = items.filter((item) => !item.error);
  const failed = items.filter((item) => item.error);
    /** 1-based index of the file being sent in the current batch. */
  const position = { index: batch.done + 1, total: batch.total };
  return { inProgress, failed, position, add, dismiss: remove };
}

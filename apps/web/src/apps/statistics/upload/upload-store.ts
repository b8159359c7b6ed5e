import { create } from 'zustand';
import { i18n, serverText } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import {
  type RecordUpload,
  type RecordUploadMetadata,
  createRecordUpload,
} from '../../../lib/upload';

/*
 * The browser uploads of this tab. They live outside the dialog so closing it (or moving to a
 * record's page) does not stop them; a reload does, and choosing the same file again resumes.
 */

export type UploadStatus =
  'queued' | 'uploading' | 'paused' | 'offline' | 'indexing' | 'done' | 'error';

export interface FileUpload {
  id: string;
  file: File;
  metadata: RecordUploadMetadata;
  status: UploadStatus;
  sent: number;
  total: number;
  /** It continues an upload of the same file that was interrupted earlier. */
  resumed: boolean;
  message: string | null;
  /** A refusal can be tried again when the network or the server failed, not the file. */
  retryable: boolean;
  recordId: number | null;
}

/** Files sent at the same time; the rest wait their turn (browsers cap connections per host). */
export const PARALLEL_UPLOADS = 2;
export const ACCEPTED_EXTENSIONS = ['.mcap', '.bag'] as const;

export const isRecordFile = (name: string) =>
  ACCEPTED_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

interface UploadState {
  uploads: FileUpload[];
  /** Counts finished uploads, so lists can refresh when it changes. */
  finished: number;
  add(files: File[], metadata: Omit<RecordUploadMetadata, 'filename'>): void;
  pause(id: string): void;
  resume(id: string): void;
  retry(id: string): void;
  remove(id: string): void;
  clearFinished(): void;
}

const handles = new Map<string, RecordUpload>();
let seq = 0;

export const useUploads = create<UploadState>()((set, get) => {
  const patch = (id: string, change: Partial<FileUpload>) =>
    set((state) => ({
      uploads: state.uploads.map((item) => (item.id === id ? { ...item, ...change } : item)),
    }));
  const entry = (id: string) => get().uploads.find((item) => item.id === id);

  function begin(item: FileUpload) {
    const handle = createRecordUpload(item.file, item.metadata, {
      onResume: () => patch(item.id, { resumed: true }),
      onProgress: (sent, total) => {
        const current = entry(item.id);
        if (!current) return;
        // Every byte is in: the server indexes the file before it answers the last chunk.
        const moving = sent >= total ? 'indexing' : 'uploading';
        // Offline stays offline until the browser is back, even if a request still moves.
        const stays =
          current.status === 'paused' ||
          (current.status === 'offline' && typeof navigator !== 'undefined' && !navigator.onLine);
        patch(item.id, { sent, total, status: stays ? current.status : moving });
      },
      onOffline: () => patch(item.id, { status: 'offline' }),
      onSuccess: (recordId) => {
        handles.delete(item.id);
        patch(item.id, { status: 'done', recordId, sent: item.total, message: null });
        set((state) => ({ finished: state.finished + 1 }));
        notify(i18n.t('statistics:upload.uploaded', { name: item.file.name }), 'success');
        pump();
      },
      onError: (message, status) => {
        handles.delete(item.id);
        patch(item.id, { status: 'error', message, retryable: status === null || status >= 500 });
        notify(
          i18n.t('statistics:upload.failed', {
            name: item.file.name,
            message: serverText(message),
          }),
          'error',
        );
        pump();
      },
    });
    handles.set(item.id, handle);
    patch(item.id, { status: 'uploading', message: null });
    void handle.start();
  }

  /** Starts waiting files while fewer than PARALLEL_UPLOADS are on their way. */
  function pump() {
    const busy = get().uploads.filter((item) =>
      ['uploading', 'indexing', 'offline'].includes(item.status),
    ).length;
    const waiting = get().uploads.filter((item) => item.status === 'queued');
    for (const item of waiting.slice(0, Math.max(0, PARALLEL_UPLOADS - busy))) begin(item);
  }

  return {
    uploads: [],
    finished: 0,
    add(files, metadata) {
      const added = files.map((file): FileUpload => {
        const ok = isRecordFile(file.name);
        return {
          id: `upload-${++seq}`,
          file,
          metadata: { ...metadata, filename: file.name },
          status: ok ? 'queued' : 'error',
          sent: 0,
          total: file.size,
          resumed: false,
          message: ok ? null : i18n.t('statistics:upload.onlyRecords'),
          retryable: false,
          recordId: null,
        };
      });
      set((state) => ({ uploads: [...state.uploads, ...added] }));
      pump();
    },
    pause(id) {
      const handle = handles.get(id);
      if (!handle) return;
      patch(id, { status: 'paused' });
      void handle.pause();
      pump();
    },
    resume(id) {
      const handle = handles.get(id);
      if (!handle || entry(id)?.status !== 'paused') return;
      patch(id, { status: 'uploading' });
      void handle.start();
    },
    retry(id) {
      const item = entry(id);
      if (!item || item.status !== 'error' || !item.retryable) return;
      patch(id, { status: 'queued', message: null });
      pump();
    },
    remove(id) {
      const handle = handles.get(id);
      handles.delete(id);
      if (handle) void handle.cancel();
      set((state) => ({ uploads: state.uploads.filter((item) => item.id !== id) }));
      pump();
    },
    clearFinished() {
      set((state) => ({ uploads: state.uploads.filter((item) => item.status !== 'done') }));
    },
  };
});

import { type Recording, UploadProgress } from '@ads/contract';
import { create } from 'zustand';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { onResponse, send } from '../../../lib/socket';

/*
 * Uploads that a PC's agent makes from its recordings folder (`recordingsAPI`, `uploadAPI`,
 * see packages/contract/src/rest/record.ts): the browser only asks and shows the agent's
 * progress, which arrives as RESPONSEs on the realtime channel.
 */

export const RECORDINGS_ACTION = 'recordingsAPI';
export const UPLOAD_ACTION = 'uploadAPI';
/** The agent's progress values: 0 starting, 1–99 percent, 100 done, −1 failed. */
export const PC_UPLOAD_DONE = 100;
export const PC_UPLOAD_FAILED = -1;

export interface PcUpload {
  name: string;
  progress: number;
  message: string;
  recordId: number | null;
}

interface PcUploadState {
  recordings: Recording[] | null;
  listing: boolean;
  listError: string | null;
  uploads: Record<string, PcUpload>;
  /** Counts records the agent finished, so lists can refresh when it changes. */
  finished: number;
}

export const usePcUploads = create<PcUploadState>()(() => ({
  recordings: null,
  listing: false,
  listError: null,
  uploads: {},
  finished: 0,
}));

function messageOf(data: unknown): string | null {
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : null;
}

function recordingsOf(data: unknown): Recording[] | null {
  const list = Array.isArray(data) ? data : (data as { recordings?: unknown } | null)?.recordings;
  if (!Array.isArray(list)) return null;
  return list.filter(
    (item): item is Recording => typeof item?.name === 'string' && typeof item?.size === 'number',
  );
}

function progress(status: 'pending' | 'success' | 'error') {
  return (data: unknown) => {
    const parsed = UploadProgress.safeParse(data);
    if (!parsed.success) {
      if (status === 'error') {
        notify(messageOf(data) ?? i18n.t('statistics:pc.couldNotSend'), 'error');
      }
      return;
    }
    const { name, message } = parsed.data;
    const value =
      status === 'error'
        ? PC_UPLOAD_FAILED
        : status === 'success'
          ? PC_UPLOAD_DONE
          : parsed.data.progress;
    usePcUploads.setState((state) => ({
      uploads: {
        ...state.uploads,
        [name]: { name, progress: value, message, recordId: parsed.data.record_id ?? null },
      },
      finished: status === 'success' ? state.finished + 1 : state.finished,
    }));
    if (status === 'success') notify(i18n.t('statistics:pc.sent', { name }), 'success');
    if (status === 'error') {
      const reason = message || i18n.t('statistics:pc.failedDefault');
      notify(i18n.t('statistics:pc.failed', { name, message: reason }), 'error');
    }
  };
}

/** Listens to the agent's answers while a record page is open; returns the unsubscribe. */
export function listenToPcUploads(): () => void {
  const offs = [
    onResponse(RECORDINGS_ACTION, {
      success: (data) =>
        usePcUploads.setState({
          recordings: recordingsOf(data) ?? [],
          listing: false,
          listError: null,
        }),
      error: (data) =>
        usePcUploads.setState({
          listing: false,
          listError: messageOf(data) ?? i18n.t('statistics:pc.couldNotList'),
        }),
    }),
    onResponse(UPLOAD_ACTION, {
      pending: progress('pending'),
      success: progress('success'),
      error: progress('error'),
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}

/** Asks the agent for its recordings; false when the live channel is not ready. */
export function askForRecordings(): boolean {
  if (!send(RECORDINGS_ACTION, {})) return false;
  usePcUploads.setState({ listing: true, listError: null });
  return true;
}

/** Asks the agent to send one recording; false when the live channel is not ready. */
export function sendRecording(name: string, projectId: number | null): boolean {
  const data = projectId ? { name, project_id: projectId } : { name };
  if (!send(UPLOAD_ACTION, data)) return false;
  usePcUploads.setState((state) => ({
    uploads: { ...state.uploads, [name]: { name, progress: 0, message: '', recordId: null } },
  }));
  return true;
}

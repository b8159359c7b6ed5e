import { DownloadEntry, RunningModule } from '@ads/contract';
import { useEffect } from 'react';
import { i18n } from '../lib/i18n';
import { notify } from '../lib/notify';
import { usePcs } from '../lib/queries';
import { DOWNLOAD_FAILED, useRealtime } from '../lib/realtime-store';
import { onJoined, onResponse, send, startRealtime, stopRealtime } from '../lib/socket';

const ModuleList = RunningModule.array();

/** What an error reply says: the agent's or the server's message, if it gave one. */
function messageOf(data: unknown): string | null {
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : null;
}

const askForModules = () => void send('inquiryAPI', {});

/** Routes the agent's answers into the store the top bar's popups read (spec §7). */
function wireHandlers(): () => void {
  const store = useRealtime.getState();
  const progress = (failed: boolean) => (data: unknown) => {
    const entry = DownloadEntry.safeParse(data);
    if (entry.success) {
      store.upsertDownload(failed ? { ...entry.data, progress: DOWNLOAD_FAILED } : entry.data);
    } else if (failed) {
      notify(messageOf(data) ?? i18n.t('shell:modules.installFailed'), 'error');
    }
  };
  const offs = [
    onResponse('inquiryAPI', {
      success: (data) => {
        const modules = ModuleList.safeParse(data);
        if (modules.success) store.setModules(modules.data);
      },
      error: (data) => notify(messageOf(data) ?? i18n.t('shell:modules.listFailed'), 'error'),
    }),
    onResponse('installAPI', {
      pending: progress(false),
      success: progress(false),
      error: progress(true),
    }),
    // Every (re)join asks what runs now: the agent may have changed while the socket was away.
    onJoined(askForModules),
  ];
  store.setReloadHandler(askForModules);
  return () => {
    for (const off of offs) off();
    store.setReloadHandler(() => {});
  };
}

/**
 * Keeps the realtime channel open while the signed-in user (USER or above: usePcs is enabled
 * only then) has a PC, in the room of the first registered one; renders nothing.
 */
export function RealtimeConnector() {
  const { data: pcs } = usePcs();
  const room = pcs?.[0]?.token;
  useEffect(wireHandlers, []);
  useEffect(() => {
    if (!room) return;
    startRealtime(room);
    return () => {
      stopRealtime();
      // What another (or a deleted) PC's agent reported does not describe the next one.
      useRealtime.getState().reset();
    };
  }, [room]);
  return null;
}

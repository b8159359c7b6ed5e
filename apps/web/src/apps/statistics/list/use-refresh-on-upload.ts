import { useEffect } from 'react';
import { useRefreshRecords } from '../api';
import { listenToPcUploads, usePcUploads } from '../upload/pc-uploads';
import { useUploads } from '../upload/upload-store';

/**
 * While a record list is open: follows the PC agent's upload answers, and re-reads the lists
 * and the dashboard each time an upload (browser or PC) is indexed.
 */
export function useRefreshOnUpload(): void {
  const refresh = useRefreshRecords();
  const fromBrowser = useUploads((state) => state.finished);
  const fromPc = usePcUploads((state) => state.finished);
  useEffect(() => listenToPcUploads(), []);
  useEffect(() => {
    if (fromBrowser + fromPc > 0) void refresh();
    // `refresh` is a new function each render; the counters are what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromBrowser, fromPc]);
}

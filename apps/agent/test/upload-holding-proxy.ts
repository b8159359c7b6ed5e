import type { IncomingMessage } from 'node:http';
import { RECORD_UPLOAD_PATH } from '@ads/contract';
import { startStudioProxy } from '../../../test-support/studio-proxy';

/**
 * A proxy in front of a studio for uploads that must stop halfway for sure. It counts the
 * uploads created (tus POSTs) and, while holding, passes a given number of PATCHes and then
 * holds the next ones: their bytes are read and dropped, never forwarded or answered. The
 * studio then has exactly the chunks that passed, and the agent waits, ready to be killed.
 */
export async function startUploadHoldingProxy(target: string) {
  let created = 0;
  let patchesPassed = 0;
  /** PATCHes to pass before holding; null passes all. */
  let passBeforeHold: number | null = null;
  let onHeld: (() => void) | undefined;
  const isUpload = (incoming: IncomingMessage) =>
    incoming.url?.startsWith(RECORD_UPLOAD_PATH) ?? false;
  const isPatch = (incoming: IncomingMessage) => isUpload(incoming) && incoming.method === 'PATCH';

  const proxy = await startStudioProxy(target, {
    intercept(incoming) {
      if (isUpload(incoming) && incoming.method === 'POST') created += 1;
      if (!isPatch(incoming) || passBeforeHold === null || patchesPassed < passBeforeHold)
        return false;
      incoming.resume();
      onHeld?.();
      return true;
    },
    answer(incoming, answer, outgoing) {
      if (isPatch(incoming)) patchesPassed += 1;
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  });

  return {
    ...proxy,
    /** Uploads created through the proxy so far. */
    created: () => created,
    /**
     * Passes `count` more PATCHes, then holds; resolves when a PATCH is held. The studio has
     * answered every PATCH that passed by then.
     */
    holdAfter(count: number): Promise<void> {
      passBeforeHold = patchesPassed + count;
      return new Promise((resolve) => (onHeld = resolve));
    },
    /** Passes every PATCH from now on. */
    release() {
      passBeforeHold = null;
      onHeld = undefined;
    },
  };
}

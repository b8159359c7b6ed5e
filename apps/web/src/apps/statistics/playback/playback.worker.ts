import { PlaybackHandler, browserBitmap } from './playback-handler';
import type { PlaybackAnswer, PlaybackRequest } from './protocol';

/*
 * The playback's Web Worker (issue 31, ADR 30): reads the record by HTTP Range from its signed
 * URL and decodes its messages off the page's thread. Requests are answered as they finish, not
 * in order: the client matches answers to requests by `seq` (playback-client.ts).
 */

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PlaybackRequest>) => void) | null;
  postMessage(answer: PlaybackAnswer, transfer: Transferable[]): void;
};

const handler = new PlaybackHandler({ toBitmap: browserBitmap });

scope.onmessage = (event) => {
  void handler.handle(event.data).then(({ answer, transfer }) => {
    scope.postMessage(answer, transfer);
  });
};

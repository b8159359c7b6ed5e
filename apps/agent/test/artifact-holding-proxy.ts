import { startStudioProxy } from '../../../test-support/studio-proxy';

/** Module artifacts, the downloads a holding proxy can stop halfway. */
const ARTIFACTS = '/api/file/module/';
/** What a held download gets before it stalls: enough for a first progress event. */
const HELD_BYTES = 100;

/**
 * A proxy in front of a studio. While `hold` is on, module artifact downloads send their
 * headers and first bytes and then stall, so an agent can be killed in the middle of an
 * install for sure (the real artifacts are under 1 kB, one chunk).
 */
export async function startHoldingProxy(target: string) {
  let hold = false;
  const proxy = await startStudioProxy(target, {
    answer(incoming, answer, outgoing) {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      if (!hold || !incoming.url?.startsWith(ARTIFACTS)) return void answer.pipe(outgoing);
      answer.once('data', (chunk: Buffer) => {
        outgoing.write(chunk.subarray(0, HELD_BYTES));
        answer.destroy();
      });
    },
  });
  return {
    ...proxy,
    /** Stalls (true) or passes (false) the artifact downloads that start from now on. */
    holdDownloads(value: boolean) {
      hold = value;
    },
  };
}

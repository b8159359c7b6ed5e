import { readFileSync } from 'node:fs';
import { type IncomingMessage, request as forward } from 'node:http';
import { RECORD_UPLOAD_PATH } from '@ads/contract';
import { startStudioProxy } from '../../../test-support/studio-proxy';

/**
 * A proxy in front of a studio for uploads that must stop partway for sure. It counts the
 * uploads created (tus POSTs) and, while holding, passes a given number of bytes of PATCH bodies
 * on to the studio and then holds the PATCH: it stops reading it, so the agent's sending backs up
 * and it waits, ready to be killed, with no answer coming. When the agent gives up the request
 * (or dies), the proxy cuts the studio's side too, as a dropped connection would: the studio
 * keeps what it received, and the upload resumes from there.
 */
export async function startUploadHoldingProxy(target: string) {
  const upstream = new URL(target);
  let created = 0;
  /** PATCH bytes still to pass before holding; null passes all. */
  let budget: number | null = null;
  let onHeld: (() => void) | undefined;
  /** How long the studio's answers to PATCHes are held back, as an index that takes long. */
  let answerDelayMs = 0;
  const isUpload = (incoming: IncomingMessage) =>
    incoming.url?.startsWith(RECORD_UPLOAD_PATH) ?? false;

  const proxy = await startStudioProxy(target, {
    intercept(incoming, outgoing) {
      if (isUpload(incoming) && incoming.method === 'POST') created += 1;
      if (!isUpload(incoming) || incoming.method !== 'PATCH' || budget === null) return false;
      const onward = forward({
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      });
      let held = false;
      onward.once('error', () => outgoing.destroy());
      onward.once('response', (answer) => {
        if (held) return void answer.resume();
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      incoming.on('data', (chunk: Buffer) => {
        const passing = chunk.subarray(0, Math.max(0, budget ?? chunk.length));
        if (budget !== null) budget -= passing.length;
        onward.write(passing);
        if (budget === 0 && !held) {
          held = true;
          incoming.pause();
          onHeld?.();
        }
      });
      incoming.once('end', () => onward.end());
      // The agent gave the request up: the studio sees the connection drop.
      incoming.once('close', () => {
        if (!incoming.complete) onward.destroy();
      });
      return true;
    },
    answer(incoming, answer, outgoing) {
      const pass = () => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      };
      if (incoming.method === 'PATCH' && answerDelayMs > 0) setTimeout(pass, answerDelayMs);
      else pass();
    },
  });

  return {
    ...proxy,
    /** Uploads created through the proxy so far. */
    created: () => created,
    /** Passes `bytes` more bytes of PATCH bodies, then holds; resolves when a PATCH is held. */
    holdAfter(bytes: number): Promise<void> {
      budget = bytes;
      return new Promise((resolve) => (onHeld = resolve));
    },
    /** Holds back the studio's answer to every PATCH that passes whole for `ms`. */
    delayAnswers(ms: number) {
      answerDelayMs = ms;
    },
    /** Passes every PATCH from now on. */
    release() {
      budget = null;
      onHeld = undefined;
    },
  };
}

/**
 * The most of a request that nobody reads the loopback can hold: the proxy's receive buffer and
 * the agent's send buffer, each at the largest Linux autotunes it to (tcp_rmem, tcp_wmem). Of a
 * held request, what fits there leaves the agent as if the studio had read it: once the whole
 * file is handed to the kernel the agent rightly waits for the index (15 min), not the stall
 * limit. A remainder that fitted (17 of 21 MB, on a machine whose tcp_rmem allows 32 MB) is how
 * the stalled-upload test of recordings.test.ts once waited out its 30 s in a CI run at load 4.
 */
export function loopbackBufferBytes(): number {
  const largest = (file: string) => Number(readFileSync(file, 'utf8').trim().split(/\s+/).at(-1));
  try {
    return largest('/proc/sys/net/ipv4/tcp_rmem') + largest('/proc/sys/net/ipv4/tcp_wmem');
  } catch {
    return 64 * 1024 * 1024; // not Linux: a generous guess
  }
}

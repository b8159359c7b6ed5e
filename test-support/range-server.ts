/*
 * A file served over HTTP on loopback with single byte ranges, as the studio's record download
 * and S3 serve one: `206` with `Content-Range` for `Range: bytes=a-b`, `200` without a range,
 * `416` for a range outside the file. Counts what it sends, so a test can tell what a reader
 * fetched; `expire()` makes every later request a `403`, like a signed link past its time.
 */
import { open, stat } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RangeServer {
  url: string;
  /** Bytes of the file sent so far. */
  bytesSent: number;
  /** Requests answered so far, with their Range headers. */
  ranges: Array<string | undefined>;
  /** Every request from now on is refused with 403 (an expired signed link). */
  expire(): void;
  close(): Promise<void>;
}

export async function serveFile(
  path: string,
  options: { ignoreRange?: boolean } = {},
): Promise<RangeServer> {
  const { size } = await stat(path);
  const handle = await open(path, 'r');
  let expired = false;
  const state = { bytesSent: 0, ranges: [] as Array<string | undefined> };
  const server: Server = createServer((request, response) => {
    void (async () => {
      state.ranges.push(request.headers.range);
      if (expired) {
        response.writeHead(403, { 'content-type': 'application/json' });
        response.end('{"success":false,"message":"The link has expired."}');
        return;
      }
      const match = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
      if (!match || options.ignoreRange) {
        const bytes = new Uint8Array(size);
        await handle.read(bytes, 0, size, 0);
        state.bytesSent += size;
        response.writeHead(200, { 'content-length': size, 'accept-ranges': 'bytes' });
        response.end(bytes);
        return;
      }
      const start = Number(match[1]);
      const end = Math.min(match[2] ? Number(match[2]) : size - 1, size - 1);
      if (start >= size || end < start) {
        response.writeHead(416, { 'content-range': `bytes */${size}` });
        response.end();
        return;
      }
      const bytes = new Uint8Array(end - start + 1);
      await handle.read(bytes, 0, bytes.length, start);
      state.bytesSent += bytes.length;
      response.writeHead(206, {
        'content-range': `bytes ${start}-${end}/${size}`,
        'content-length': bytes.length,
        'accept-ranges': 'bytes',
      });
      response.end(bytes);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/record.mcap?token=test`,
    get bytesSent() {
      return state.bytesSent;
    },
    get ranges() {
      return state.ranges;
    },
    expire: () => {
      expired = true;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
    },
  };
}

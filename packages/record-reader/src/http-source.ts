import { type ByteSource, SourceError, checkRange } from './byte-source';

/*
 * A record read by HTTP Range from its URL (the studio's short-lived signed download link, or
 * an S3 presigned URL the same way): the readers ask for the header, the summary and then single
 * chunks, and only those bytes cross the network. The bytes come in blocks kept in a small
 * cache, so reads near one another (a chunk's message indexes after the chunk, the next frame in
 * the same chunk) do not fetch again. This is the one place the playback calls `fetch` itself,
 * from its Web Worker: the app's `lib/http.ts` speaks JSON to the API, this reads a file.
 */

/** Why a range could not be read, in a sentence for the page; `status` is the HTTP status. */
export class HttpSourceError extends SourceError {
  override readonly name = 'HttpSourceError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface HttpSourceOptions {
  /**
   * Bytes fetched at least per request, and the cache's unit (32 KiB): a read is rounded out to
   * whole blocks, so a chunk's message indexes (a few hundred bytes) cost a block, and a
   * chunk read whole up to a block at each end.
   */
  blockBytes?: number;
  /** Blocks kept (512: 16 MiB with the default block). */
  cacheBlocks?: number;
  /** The fetch to use (a test's, a worker's own); the global one by default. */
  fetch?: typeof fetch;
  /**
   * Bodies of at least this many bytes are taken as a Blob and then read whole, not drained by
   * `arrayBuffer()` (`Infinity`, the default, never). For browsers: Chromium hands a Blob's body
   * to its browser process, which fills it off the page's threads, where `arrayBuffer()` has the
   * reading thread take the body in many small tasks; a worker received a 1.6 MB range in
   * 25 ms as a Blob against 39–65 ms (6.4 MB: 61 against 133 ms; 256 kB: 9 against 10.5 ms),
   * a Blob cost more below that (ADR 30). Node's fetch gains nothing from a Blob.
   */
  blobBodyBytes?: number;
}

const DEFAULT_BLOCK = 32 * 1024;
const DEFAULT_CACHE_BLOCKS = 512;

function statusError(status: number): HttpSourceError {
  if (status === 401 || status === 403 || status === 404 || status === 410) {
    return new HttpSourceError(
      `The record's link is not valid any more (HTTP ${status}): it may have expired. Open the record again.`,
      status,
    );
  }
  if (status === 416) {
    return new HttpSourceError('The server refused the byte range asked for (HTTP 416).', status);
  }
  return new HttpSourceError(`The record could not be read (HTTP ${status}).`, status);
}

/** `bytes a-b/size` → [a, b, size]. */
function contentRange(header: string | null): [number, number, number] | null {
  const match = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim()) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Whether the parts are views of one buffer, each starting where the one before ends. */
function adjacent(parts: readonly Uint8Array[]): boolean {
  for (let i = 1; i < parts.length; i++) {
    const before = parts[i - 1]!;
    const part = parts[i]!;
    if (part.buffer !== before.buffer) return false;
    if (part.byteOffset !== before.byteOffset + before.byteLength) return false;
  }
  return true;
}

export class HttpByteSource implements ByteSource {
  /** Bytes fetched so far (the first block included): what a bench and the tests count. */
  bytesRead = 0;
  /** Range requests made so far. */
  requests = 0;
  /** Blocks read are kept (and shared while in flight): readers may read ahead. */
  readonly keepsReads = true;
  private readonly blocks = new Map<number, Promise<Uint8Array>>();
  private readonly blockBytes: number;
  private readonly cacheBlocks: number;
  private readonly fetch: typeof fetch;
  private readonly blobBodyBytes: number;

  private constructor(
    private link: string,
    readonly size: number,
    options: HttpSourceOptions,
  ) {
    this.blockBytes = options.blockBytes ?? DEFAULT_BLOCK;
    this.cacheBlocks = Math.max(2, options.cacheBlocks ?? DEFAULT_CACHE_BLOCKS);
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.blobBodyBytes = options.blobBodyBytes ?? Infinity;
  }

  /**
   * Opens `url` with one range request for its first block, which also tells the file's size
   * (the Content-Range's total): no HEAD request, and the format's magic is already here.
   */
  static async open(url: string, options: HttpSourceOptions = {}): Promise<HttpByteSource> {
    const blockBytes = options.blockBytes ?? DEFAULT_BLOCK;
    const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
    const response = await HttpByteSource.request(doFetch, url, 0, blockBytes - 1);
    const range = contentRange(response.headers.get('content-range'));
    if (response.status !== 206 || !range || range[0] !== 0) {
      await response.body?.cancel();
      throw new HttpSourceError(
        response.status === 200
          ? 'The server sent the whole file instead of a byte range: it cannot be played by range.'
          : 'The server answered without a valid Content-Range.',
        response.status,
      );
    }
    const [, last, size] = range;
    const first = new Uint8Array(await response.arrayBuffer());
    if (first.length !== last + 1) {
      throw new HttpSourceError('The server sent another length than its Content-Range says.');
    }
    const source = new HttpByteSource(url, size, options);
    source.requests = 1;
    source.bytesRead = first.length;
    if (size > 0)
      source.blocks.set(0, Promise.resolve(first.subarray(0, Math.min(blockBytes, size))));
    return source;
  }

  private static async request(
    doFetch: typeof fetch,
    url: string,
    start: number,
    end: number,
  ): Promise<Response> {
    let response: Response;
    try {
      // Past the browser's HTTP cache: this source keeps its own blocks, and Chromium lets one
      // request at a time read or write a URL's cache entry, so ranges of one file asked side by
      // side (a seek's message indexes, then its chunks) would wait for each other.
      // (A variable, not a literal: Node's RequestInit type has no `cache`, browsers' does.)
      const init = { headers: { Range: `bytes=${start}-${end}` }, cache: 'no-store' as const };
      response = await doFetch(url, init);
    } catch (error) {
      throw new HttpSourceError(
        `The record could not be reached (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    if (response.status >= 400) {
      await response.body?.cancel();
      throw statusError(response.status);
    }
    return response;
  }

  /** The URL read from now on. */
  get url(): string {
    return this.link;
  }

  /**
   * Reads from now on from `url`: a fresh signed link to the same file, for a playback that
   * outlives the link it was opened with (the studio's last a few minutes). The blocks already
   * read stay (the file is the same: a range of another length is refused).
   */
  relink(url: string): void {
    this.link = url;
  }

  /** Whether `error` says the link is no longer valid (a fresh one would read on). */
  static expired(error: unknown): boolean {
    return (
      error instanceof HttpSourceError &&
      (error.status === 401 || error.status === 403 || error.status === 404 || error.status === 410)
    );
  }

  async read(offset: number, length: number): Promise<Uint8Array> {
    checkRange(offset, length, this.size);
    if (length === 0) return new Uint8Array(0);
    const firstBlock = Math.floor(offset / this.blockBytes);
    const lastBlock = Math.floor((offset + length - 1) / this.blockBytes);
    const pending = this.take(firstBlock, lastBlock);
    const parts = await Promise.all(pending);
    this.evict(lastBlock - firstBlock + 1);
    const start = offset - firstBlock * this.blockBytes;
    if (parts.length === 1) return parts[0]!.subarray(start, start + length);
    // Blocks that one request brought (a chunk read whole with its indexes) lie side by side in
    // its buffer: a read across them is a view of it, not a copy. A copy of a 1.6 MB cloud into
    // fresh memory took 5–30 ms of the playback worker at each cloud played (bench/playback.ts).
    const first = parts[0]!;
    if (adjacent(parts)) return new Uint8Array(first.buffer, first.byteOffset + start, length);
    const out = new Uint8Array(length);
    let filled = 0;
    for (const [i, part] of parts.entries()) {
      const from = i === 0 ? start : 0;
      const take = Math.min(part.length - from, length - filled);
      out.set(part.subarray(from, from + take), filled);
      filled += take;
    }
    return out;
  }

  /**
   * Starts reading bytes [offset, offset + length) into the blocks kept, as `read` would, but
   * hands nothing over: for reads ahead, whose bytes are read again when needed (a read across
   * two requests' blocks would be copied for nothing).
   */
  async prefetch(offset: number, length: number): Promise<void> {
    checkRange(offset, length, this.size);
    if (length === 0) return;
    const firstBlock = Math.floor(offset / this.blockBytes);
    const lastBlock = Math.floor((offset + length - 1) / this.blockBytes);
    const pending = this.take(firstBlock, lastBlock);
    this.evict(lastBlock - firstBlock + 1);
    await Promise.all(pending);
  }

  /** The blocks from first to last, fetched when missing, now the most recently used. */
  private take(firstBlock: number, lastBlock: number): Array<Promise<Uint8Array>> {
    this.fetchMissing(firstBlock, lastBlock);
    const pending: Array<Promise<Uint8Array>> = [];
    for (let block = firstBlock; block <= lastBlock; block++) {
      const part = this.blocks.get(block)!;
      // Most recently used last: the Map's order is the eviction order.
      this.blocks.delete(block);
      this.blocks.set(block, part);
      pending.push(part);
    }
    return pending;
  }

  /** One request per run of adjacent blocks not in the cache (nor being fetched). */
  private fetchMissing(firstBlock: number, lastBlock: number): void {
    let runStart: number | null = null;
    for (let block = firstBlock; block <= lastBlock + 1; block++) {
      const missing = block <= lastBlock && !this.blocks.has(block);
      if (missing && runStart === null) runStart = block;
      if (!missing && runStart !== null) {
        this.fetchRun(runStart, block - 1);
        runStart = null;
      }
    }
  }

  private fetchRun(firstBlock: number, lastBlock: number): void {
    const start = firstBlock * this.blockBytes;
    const end = Math.min((lastBlock + 1) * this.blockBytes, this.size) - 1;
    const whole = (async () => {
      this.requests++;
      const link = this.link;
      let response: Response;
      try {
        response = await HttpByteSource.request(this.fetch, link, start, end);
      } catch (error) {
        // Reads run side by side: one failing on an expired link ends its caller's request,
        // while others are still out on that link. Refused after a relink, they ask again on
        // the fresh link rather than fail the request that follows the relink.
        if (!HttpByteSource.expired(error) || this.link === link) throw error;
        this.requests++;
        response = await HttpByteSource.request(this.fetch, this.link, start, end);
      }
      const range = contentRange(response.headers.get('content-range'));
      if (range && range[2] !== this.size) {
        await response.body?.cancel();
        throw new HttpSourceError(
          `The record's file changed (${range[2]} bytes, not ${this.size}): open the record again.`,
        );
      }
      if (response.status !== 206 || !range || range[0] !== start || range[1] !== end) {
        await response.body?.cancel();
        throw new HttpSourceError(
          `The server answered bytes ${start}-${end} with another range (HTTP ${response.status}).`,
          response.status,
        );
      }
      const length = end - start + 1;
      const bytes = new Uint8Array(
        length >= this.blobBodyBytes
          ? await (await response.blob()).arrayBuffer()
          : await response.arrayBuffer(),
      );
      if (bytes.length !== length) {
        throw new HttpSourceError('The server sent another length than its Content-Range says.');
      }
      this.bytesRead += bytes.length;
      return bytes;
    })();
    for (let block = firstBlock; block <= lastBlock; block++) {
      const from = (block - firstBlock) * this.blockBytes;
      const part = whole.then((bytes) => bytes.subarray(from, from + this.blockBytes));
      // A failed read is not kept: the next read asks again (a network blip, a new link).
      part.catch(() => {
        if (this.blocks.get(block) === part) this.blocks.delete(block);
      });
      this.blocks.set(block, part);
    }
  }

  /** Drops the least recently used blocks past the cache's size (never the `keep` just read). */
  private evict(keep: number): void {
    const limit = Math.max(this.cacheBlocks, keep);
    for (const block of this.blocks.keys()) {
      if (this.blocks.size <= limit) break;
      this.blocks.delete(block);
    }
  }
}

import {
  HttpByteSource,
  type ImageData as RecordImage,
  type MessageView as RecordView,
  RecordSession,
  type SessionMessage,
  jsDecompressHandlers,
} from '@ads/record-reader';
import { forPage } from './page-message';
import type { MessageView, PlaybackAnswer, PlaybackMessage, PlaybackRequest } from './protocol';

/*
 * The playback worker's work, apart from the worker's own shell (playback.worker.ts) so that
 * tests run it in Node against a real HTTP server: opens the record by HTTP Range from its
 * signed URL (`@ads/record-reader`'s HttpByteSource, the one reader of bytes that calls
 * `fetch` itself) and answers each request with what the panels draw, decoded here, off the
 * page's thread.
 */

/** Message indexes kept across seeks (McapIndexedReader's cache). */
const MESSAGE_INDEX_CACHE_BYTES = 16 * 1024 * 1024;
/**
 * The record's bytes kept in the worker (the source's 32 KiB blocks): 64 MiB, room for the
 * moment shown and what is read ahead of it while playing (READ_AHEAD_BYTES), with a seek back
 * in between.
 */
const CACHE_BLOCKS = 2048;
/**
 * Ranges of 256 KiB or more come to the worker as Blobs (HttpSourceOptions.blobBodyBytes): a
 * cloud's 1.6 MB in about half the time, and off the worker's thread while it plays.
 */
const BLOB_BODY_BYTES = 256 * 1024;
/** At most this much is read ahead of the time shown while playing (15 clouds of 1.6 MB). */
const READ_AHEAD_BYTES = 24 * 1024 * 1024;

export interface HandlerDeps {
  /** An image's pixels or compressed bytes as a bitmap: `createImageBitmap` in a browser. */
  toBitmap(image: RecordImage): Promise<ImageBitmap>;
  fetch?: typeof fetch;
}

export interface HandledAnswer {
  answer: PlaybackAnswer;
  /** Buffers and bitmaps moved to the page rather than copied. */
  transfer: Transferable[];
}

/** The browser's own bitmap maker: compressed bytes by their type, raw pixels as ImageData. */
export function browserBitmap(image: RecordImage): Promise<ImageBitmap> {
  if ('compressed' in image) {
    return createImageBitmap(
      new Blob([image.compressed as Uint8Array<ArrayBuffer>], { type: image.mime }),
    );
  }
  return createImageBitmap(new ImageData(image.rgba, image.width, image.height));
}

export class PlaybackHandler {
  private session: RecordSession | null = null;
  private source: HttpByteSource | null = null;
  /** The newest 'open': an older one finishing late does not replace it. */
  private latestOpen = 0;
  /**
   * The messages of every topic at the time the page shows first, read and decoded as the
   * record opens (while the page loads its panels), for the page's first `at` at that time.
   */
  private first: { timeNs: bigint; found: Promise<SessionMessage[]> } | null = null;
  /** The stretch of record time read ahead so far while playing, for these topics. */
  private ahead: { key: string; fromNs: bigint; untilNs: bigint } | null = null;

  constructor(private readonly deps: HandlerDeps) {}

  /**
   * Settles when the read begun by the last open (the first time's messages) is done, or at
   * once when there is none: what a test waits on before it counts the bytes a later `at` reads.
   */
  async firstReadDone(): Promise<void> {
    await this.first?.found.catch(() => undefined);
  }

  async handle(request: PlaybackRequest): Promise<HandledAnswer> {
    try {
      return await this.answer(request);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const expired = HttpByteSource.expired(error);
      return {
        answer: { type: 'failed', seq: request.seq, message, ...(expired ? { expired } : {}) },
        transfer: [],
      };
    }
  }

  private opened(): { session: RecordSession; source: HttpByteSource } {
    if (!this.session || !this.source) throw new Error('No record is open.');
    return { session: this.session, source: this.source };
  }

  private async answer(request: PlaybackRequest): Promise<HandledAnswer> {
    switch (request.type) {
      case 'open': {
        this.latestOpen = request.seq;
        const source = await HttpByteSource.open(request.url, {
          fetch: this.deps.fetch,
          cacheBlocks: CACHE_BLOCKS,
          blobBodyBytes: BLOB_BODY_BYTES,
        });
        const session = await RecordSession.open(source, {
          decompressors: jsDecompressHandlers(),
          messageIndexCacheBytes: MESSAGE_INDEX_CACHE_BYTES,
          // The studio checked every CRC of the file when it indexed it; a seek need not again.
          validateCrcs: false,
          // The page's form of each message, made once from the decoded one (page-message.ts).
          prepare: forPage,
        });
        if (request.seq !== this.latestOpen) {
          await session.close();
          throw new Error('A newer record was opened.');
        }
        await this.session?.close();
        this.session = session;
        this.ahead = null;
        this.source = source;
        const summary = session.summary();
        if (request.firstOffsetNs !== undefined) {
          const offset = BigInt(request.firstOffsetNs);
          const last = summary.endNs - summary.startNs;
          const timeNs = summary.startNs + (offset < 0n ? 0n : offset > last ? last : offset);
          const found = session.at(
            timeNs,
            summary.topics.map((topic) => topic.topic),
          );
          found.catch(() => undefined);
          this.first = { timeNs, found };
        }
        return {
          answer: {
            type: 'opened',
            seq: request.seq,
            summary: {
              format: summary.format,
              startNs: String(summary.startNs),
              endNs: String(summary.endNs),
              topics: summary.topics,
              fileBytes: summary.fileBytes,
              bytesRead: source.bytesRead,
              indexed: summary.indexed,
            },
          },
          transfer: [],
        };
      }
      case 'at': {
        const began = performance.now();
        const { session, source } = this.opened();
        const lookback = request.lookbackNs ? BigInt(request.lookbackNs) : undefined;
        const have = request.have
          ? new Map(Object.entries(request.have).map(([topic, ns]) => [topic, BigInt(ns)]))
          : undefined;
        const timeNs = BigInt(request.timeNs);
        const found =
          (await this.takeFirst(timeNs, request.topics, have)) ??
          (await session.at(timeNs, request.topics, lookback, have));
        if (request.aheadNs)
          this.readAhead(session, timeNs, BigInt(request.aheadNs), request.topics);
        const transfer = new Set<Transferable>();
        const messages: PlaybackMessage[] = [];
        for (const message of found) {
          if (message.same) {
            const { topic, timeNs } = message;
            messages.push({ topic, timeNs: String(timeNs), message: null, same: true });
            continue;
          }
          let view: MessageView | undefined;
          let error = message.error;
          try {
            view = message.view ? await this.pageView(message.view, transfer) : undefined;
          } catch (cause) {
            // An image the browser cannot decode (damaged bytes): the message is still shown raw.
            error = `The image cannot be decoded (${cause instanceof Error ? cause.message : String(cause)}).`;
          }
          messages.push({
            topic: message.topic,
            timeNs: String(message.timeNs),
            message: message.message,
            ...(view ? { view } : {}),
            ...(error ? { error } : {}),
          });
        }
        return {
          answer: {
            type: 'at',
            seq: request.seq,
            messages,
            bytesRead: source.bytesRead,
            workMs: performance.now() - began,
          },
          transfer: [...transfer],
        };
      }
      case 'series': {
        const { session, source } = this.opened();
        const series = await session.series(
          BigInt(request.startNs),
          BigInt(request.endNs),
          request.paths,
        );
        return {
          answer: { type: 'series', seq: request.seq, series, bytesRead: source.bytesRead },
          transfer: series.flatMap(({ t, v }) => [t.buffer, v.buffer]),
        };
      }
      case 'relink': {
        this.opened().source.relink(request.url);
        return { answer: { type: 'relinked', seq: request.seq }, transfer: [] };
      }
      case 'paths': {
        const { session } = this.opened();
        const paths = await session.paths(request.topic);
        return {
          answer: { type: 'paths', seq: request.seq, topic: request.topic, paths },
          transfer: [],
        };
      }
    }
  }

  /**
   * Playing: reads the topics' messages up to `timeNs + aheadNs` into the byte cache while the
   * page shows `timeNs` (not awaited), continuing from where the last read ahead stopped when
   * the time is still within it (every frame asks; each part of the record is asked ahead once).
   */
  private readAhead(
    session: RecordSession,
    timeNs: bigint,
    aheadNs: bigint,
    topics: readonly string[],
  ): void {
    const until = timeNs + aheadNs;
    const key = topics.join('\n');
    const last = this.ahead;
    const from =
      last && last.key === key && last.fromNs <= timeNs && timeNs <= last.untilNs
        ? last.untilNs
        : timeNs;
    if (until <= from) return;
    this.ahead = { key, fromNs: last && from !== timeNs ? last.fromNs : timeNs, untilNs: until };
    void session.prefetch(topics, from, until, READ_AHEAD_BYTES);
  }

  /**
   * The page's first `at`, from what the open read and decoded for that time (once: the views'
   * buffers are moved to the page); null for any other time.
   */
  private async takeFirst(
    timeNs: bigint,
    topics: readonly string[],
    have: ReadonlyMap<string, bigint> | undefined,
  ): Promise<SessionMessage[] | null> {
    const first = this.first;
    this.first = null;
    if (!first || first.timeNs !== timeNs) return null;
    const all = await first.found.catch(() => null);
    if (!all) return null;
    const byTopic = new Map(all.map((message) => [message.topic, message]));
    return topics.flatMap((topic) => {
      const message = byTopic.get(topic);
      if (!message) return [];
      if (have?.get(topic) === message.timeNs) {
        return [{ topic, timeNs: message.timeNs, message: null, same: true as const }];
      }
      return [message];
    });
  }

  /** The package's view as the protocol's: an image becomes a bitmap; buffers are moved. */
  private async pageView(view: RecordView, transfer: Set<Transferable>): Promise<MessageView> {
    if (view.kind === 'image') {
      const bitmap = await this.deps.toBitmap(view);
      transfer.add(bitmap);
      return {
        kind: 'image',
        frameId: view.frameId,
        bitmap,
        width: bitmap.width,
        height: bitmap.height,
        encoding: view.encoding,
      };
    }
    if (view.kind === 'cloud') {
      transfer.add(view.positions.buffer);
      if (view.intensity) transfer.add(view.intensity.buffer);
    }
    return view;
  }

  async close(): Promise<void> {
    await this.session?.close();
    this.session = null;
    this.source = null;
  }
}

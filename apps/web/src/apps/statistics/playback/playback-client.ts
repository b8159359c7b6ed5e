import type {
  PlaybackAnswer,
  PlaybackMessage,
  PlaybackRequest,
  PlaybackSummary,
  Series,
} from './protocol';

/** What the client needs of a worker: a real Worker, or a test's stand-in. */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<PlaybackAnswer>) => void) | null;
  postMessage(request: PlaybackRequest): void;
  terminate(): void;
}

const startWorker = (): WorkerLike =>
  new Worker(new URL('./playback.worker.ts', import.meta.url), { type: 'module' });

type WithoutSeq<T> = T extends unknown ? Omit<T, 'seq'> : never;
/** A request without its sequence number, which the client gives. */
type Ask = WithoutSeq<PlaybackRequest>;

/**
 * The page's side of the playback worker: one promise per request, answered by `seq`. A newer
 * `open` or `at` makes an older one's answer moot (it resolves null): while a seek is read, the
 * timeline has moved on, and the panels want only the newest frame. A failure rejects with the
 * worker's sentence (an expired link says so). The worker starts with the first request, so a
 * page that never plays a record never fetches its script; dispose() terminates it.
 */
export class PlaybackClient {
  private worker: WorkerLike | null = null;
  private disposed = false;
  private seq = 0;
  private latestOpen = 0;
  private latestAt = 0;
  private readonly waiting = new Map<number, (answer: PlaybackAnswer) => void>();

  constructor(private readonly makeWorker: () => WorkerLike = startWorker) {}

  private started(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.makeWorker();
    worker.onmessage = (event) => {
      const answer = event.data;
      const resolve = this.waiting.get(answer.seq);
      this.waiting.delete(answer.seq);
      resolve?.(answer);
    };
    this.worker = worker;
    return worker;
  }

  private ask(request: Ask, seq = ++this.seq): Promise<PlaybackAnswer> {
    // After dispose() nothing answers: the promise stays pending, as a terminated worker's would.
    if (this.disposed) return new Promise(() => undefined);
    return new Promise((resolve) => {
      this.waiting.set(seq, resolve);
      this.started().postMessage({ ...request, seq } as PlaybackRequest);
    });
  }

  private static expect<T extends PlaybackAnswer['type']>(
    answer: PlaybackAnswer,
    type: T,
  ): Extract<PlaybackAnswer, { type: T }> {
    if (answer.type === 'failed') throw new PlaybackError(answer.message, answer.expired ?? false);
    if (answer.type !== type) throw new Error(`The worker answered '${answer.type}' to '${type}'.`);
    return answer as Extract<PlaybackAnswer, { type: T }>;
  }

  /**
   * Opens the record at `url` (its signed download URL); null when a newer open came first.
   * `firstOffsetNs`: the time to be shown first (ns from the record's start), which the worker
   * starts reading at once.
   */
  async open(url: string, firstOffsetNs?: bigint): Promise<PlaybackSummary | null> {
    const seq = ++this.seq;
    this.latestOpen = seq;
    const answer = await this.ask(
      {
        type: 'open',
        url,
        ...(firstOffsetNs !== undefined ? { firstOffsetNs: firstOffsetNs.toString() } : {}),
      },
      seq,
    );
    if (seq !== this.latestOpen) return null;
    return PlaybackClient.expect(answer, 'opened').summary;
  }

  /**
   * Each topic's latest message at or before `timeNs` (ns as a decimal string); null when a
   * newer `at` was asked before this one was answered. A topic whose message is the one `have`
   * names (topic → time) comes back `same`, without its message.
   */
  async at(
    timeNs: string,
    topics: string[],
    options: { lookbackNs?: string; have?: Record<string, string>; aheadNs?: string } = {},
  ): Promise<{ messages: PlaybackMessage[]; bytesRead: number; workMs: number } | null> {
    const seq = ++this.seq;
    this.latestAt = seq;
    const { lookbackNs, have, aheadNs } = options;
    const answer = await this.ask(
      {
        type: 'at',
        timeNs,
        topics,
        ...(lookbackNs ? { lookbackNs } : {}),
        ...(have && Object.keys(have).length > 0 ? { have } : {}),
        ...(aheadNs ? { aheadNs } : {}),
      },
      seq,
    );
    if (seq !== this.latestAt) {
      // Nobody draws these: their bitmaps are closed now rather than when collected.
      if (answer.type === 'at') closeBitmaps(answer.messages);
      return null;
    }
    const { messages, bytesRead, workMs } = PlaybackClient.expect(answer, 'at');
    return { messages, bytesRead, workMs };
  }

  /** The numbers at `paths` of their topics' messages in [startNs, endNs]. */
  async series(
    startNs: string,
    endNs: string,
    paths: Array<{ topic: string; path: string }>,
  ): Promise<{ series: Series[]; bytesRead: number }> {
    const answer = await this.ask({ type: 'series', startNs, endNs, paths });
    const { series, bytesRead } = PlaybackClient.expect(answer, 'series');
    return { series, bytesRead };
  }

  /** The numeric field paths of a topic (of its first message). */
  async paths(topic: string): Promise<string[]> {
    return PlaybackClient.expect(await this.ask({ type: 'paths', topic }), 'paths').paths;
  }

  /**
   * Reads the open record from a fresh signed URL of the same file from now on (the links last
   * minutes, a playback longer): before the link's `expires_at`, or after a PlaybackError with
   * `expired`, then ask again.
   */
  async relink(url: string): Promise<void> {
    PlaybackClient.expect(await this.ask({ type: 'relink', url }), 'relinked');
  }

  dispose(): void {
    this.disposed = true;
    this.worker?.terminate();
    this.waiting.clear();
  }
}

/** The worker's sentence; `expired` when the record's link is no longer valid (relink). */
export class PlaybackError extends Error {
  override readonly name = 'PlaybackError';
  constructor(
    message: string,
    readonly expired: boolean,
  ) {
    super(message);
  }
}

function closeBitmaps(messages: PlaybackMessage[]): void {
  for (const { view } of messages) if (view?.kind === 'image') view.bitmap.close();
}

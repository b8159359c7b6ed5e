/** One user message waiting for its turn on its socket. */
export interface QueuedMessage {
  room: string;
  /** A vehicle command: a later stop to the same room cancels it. */
  command: boolean;
  /** Null to relay it, or the sentence that refuses it. */
  decide(): string | null | Promise<string | null>;
  relay(): void;
  refuse(message: string): void;
}

/** What a cancelled command answers: the stop sent after it went first. */
export const OVERTAKEN_BY_STOP = 'Not sent: a stop you sent after this command went first.';
/** What a command answers whose check did not finish in time. */
export const CHECK_TIMED_OUT = 'The server could not check this command in time. Try again.';

/**
 * The order of one socket's messages (issue 25): no message overtakes an earlier one from the
 * same sender. A message relays at once while nothing of its socket waits; one whose check
 * must wait (the app gate reading the database) queues, and every later message queues behind
 * it. A stop never queues (the relay sends it at once) — so it would overtake; instead the
 * commands to its vehicle still waiting are cancelled, and nothing sent before a stop reaches
 * the vehicle after it. A check that does not finish in `timeoutMs` refuses its message, so a
 * stalled database cannot hold the socket's queue for ever.
 */
export function createRelayQueue(options: { timeoutMs: number; log(error: unknown): void }) {
  interface Entry {
    message: QueuedMessage;
    /** Resolves with the reason when a stop cancels the message. */
    cancelled: Promise<string>;
    cancel(reason: string): void;
  }
  const queue: Entry[] = [];
  let draining = false;

  /** The message's verdict: its check, a cancellation, or the time-out, whichever comes first. */
  function verdictOf(entry: Entry): Promise<string | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(CHECK_TIMED_OUT), options.timeoutMs);
    });
    const check = Promise.resolve()
      .then(() => entry.message.decide())
      .catch((error: unknown) => {
        options.log(error);
        return 'The server could not relay this message.';
      });
    return Promise.race([check, entry.cancelled, timeout]).finally(() => clearTimeout(timer));
  }

  async function drain(): Promise<void> {
    draining = true;
    while (queue.length > 0) {
      const entry = queue[0]!;
      const verdict = await verdictOf(entry);
      queue.shift();
      if (verdict === null) entry.message.relay();
      else entry.message.refuse(verdict);
    }
    draining = false;
  }

  return {
    /** Whether nothing of this socket waits (a message may then be relayed at once). */
    get idle(): boolean {
      return queue.length === 0;
    },

    push(message: QueuedMessage): void {
      let cancel: (reason: string) => void = () => {};
      const cancelled = new Promise<string>((resolve) => {
        cancel = resolve;
      });
      queue.push({ message, cancelled, cancel });
      if (!draining) void drain();
    },

    /** A stop to `room` went at once: the commands to it that still wait are refused. */
    cancelCommands(room: string): void {
      for (const entry of queue) {
        if (entry.message.command && entry.message.room === room) entry.cancel(OVERTAKEN_BY_STOP);
      }
    },
  };
}

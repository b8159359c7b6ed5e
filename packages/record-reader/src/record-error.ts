/**
 * Why a record could not be indexed or read, in a sentence for the person who sent it. Library
 * errors never leave the readers (nor the server's indexer) as they are: they are translated into one of these, the
 * original kept as `cause` for the logs.
 */
export type RecordIndexErrorCode =
  | 'not-a-record'
  | 'empty'
  | 'unsupported'
  | 'damaged'
  | 'no-messages'
  | 'unknown-topic'
  | 'unknown-field';

export class RecordIndexError extends Error {
  override readonly name = 'RecordIndexError';

  constructor(
    readonly code: RecordIndexErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const FORMAT_NAMES = { mcap: 'MCAP', bag: 'bag' } as const;
/** The formats as a sentence names them after 'is not …'. */
export const FORMAT_PHRASES = { mcap: 'an MCAP record', bag: 'a ROS 1 bag' } as const;

/** `The MCAP file is damaged: <reason>.` */
export function damaged(
  format: keyof typeof FORMAT_NAMES,
  reason: string,
  cause?: unknown,
): RecordIndexError {
  return new RecordIndexError(
    'damaged',
    `The ${FORMAT_NAMES[format]} file is damaged: ${reason}.`,
    {
      cause,
    },
  );
}

export const noMessages = () => new RecordIndexError('no-messages', 'The record has no messages.');

/** A library's own text, shortened, for the end of a sentence that already says what happened. */
export function libraryDetail(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const firstLine = text.split('\n')[0] ?? '';
  return firstLine.length > 160 ? `${firstLine.slice(0, 157)}...` : firstLine;
}

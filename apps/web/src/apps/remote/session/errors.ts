import type { RemoteErrorCode } from '@ads/contract';

/** A workspace call the PC refused or could not do; `code` tells the page what to offer. */
export class RemoteCallError extends Error {
  constructor(
    readonly code: RemoteErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteCallError';
  }
}

/** A session that did not open: the server's or the agent's sentence, word for word. */
export class RemoteOpenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemoteOpenError';
  }
}

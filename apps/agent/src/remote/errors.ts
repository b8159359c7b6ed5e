import type { RemoteErrorCode } from '@ads/contract';

/** A call that failed for a reason the page can act on; `message` is a sentence for the user. */
export class RemoteError extends Error {
  constructor(
    readonly code: RemoteErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteError';
  }
}

/** A file system error as a RemoteError that names the path as the user wrote it. */
export function fsError(error: unknown, path: string): RemoteError {
  if (error instanceof RemoteError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const shown = path === '' ? 'The workspace' : path;
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return new RemoteError('not_found', `${shown} does not exist on the PC.`);
    case 'EEXIST':
    case 'ENOTEMPTY':
      return new RemoteError('exists', `${shown} already exists on the PC.`);
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return new RemoteError('refused', `The agent is not allowed to change ${shown} on the PC.`);
    case 'EISDIR':
      return new RemoteError('invalid', `${shown} is a folder.`);
    case 'ENOSPC':
      return new RemoteError('failed', `The PC's disk is full; ${shown} was not written.`);
    case 'ELOOP':
      return new RemoteError('outside', `${shown} is a loop of symbolic links.`);
    case 'EINVAL':
      return new RemoteError('invalid', `${shown} cannot be moved into itself.`);
    default:
      return new RemoteError('failed', `${shown}: ${code ?? String(error)}.`);
  }
}

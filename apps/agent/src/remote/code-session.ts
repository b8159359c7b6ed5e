import {
  CreateArgs,
  DeleteArgs,
  ListArgs,
  MkdirArgs,
  ReadArgs,
  RenameArgs,
  SearchArgs,
  StatArgs,
  WriteArgs,
} from '@ads/contract';
import type { z } from 'zod';
import { RemoteError } from './errors';
import type { Session } from './session';
import type { Workspace } from './workspace';

const ARGS = {
  list: ListArgs,
  stat: StatArgs,
  read: ReadArgs,
  write: WriteArgs,
  mkdir: MkdirArgs,
  create: CreateArgs,
  rename: RenameArgs,
  delete: DeleteArgs,
  search: SearchArgs,
} satisfies Record<string, z.ZodType>;

export function parseArgs<T extends z.ZodType>(schema: T, args: unknown): z.output<T> {
  const parsed = schema.safeParse(args);
  if (!parsed.success) {
    throw new RemoteError(
      'invalid',
      `The call's arguments are not valid: ${parsed.error.issues[0]?.message ?? 'unknown'}.`,
    );
  }
  return parsed.data;
}

/** What changes the workspace: refused in a view-only session. */
const CHANGES = new Set(['write', 'mkdir', 'create', 'rename', 'delete']);

/**
 * A code session: the workspace's operations, one call each. The studio opens code sessions
 * with control; one marked view-only all the same may look but not change anything.
 */
export function codeSession(workspace: Workspace, viewOnly = false): Session {
  // The parts of a save go in one after the other even if the page sends the next part before
  // the answer to the last: a part overtaking another would read as out of order.
  let writing: Promise<unknown> = Promise.resolve();
  const session: Session = {
    kind: 'code',
    bytesIn: 0,
    bytesOut: 0,
    async call(op, args) {
      if (!Object.hasOwn(ARGS, op)) {
        throw new RemoteError('invalid', `A code session has no ${op} operation.`);
      }
      if (viewOnly && CHANGES.has(op)) {
        throw new RemoteError('refused', 'This session is view-only: it cannot change files.');
      }
      const name = op as keyof typeof ARGS;
      switch (name) {
        case 'write': {
          const parsed = parseArgs(ARGS.write, args);
          session.bytesIn += parsed.bytes.length;
          const result = writing.then(() => workspace.write(parsed));
          writing = result.catch(() => {});
          return result;
        }
        case 'read': {
          const data = await workspace.read(parseArgs(ARGS.read, args));
          session.bytesOut += data.bytes.length;
          return data;
        }
        case 'list':
          return workspace.list(parseArgs(ARGS.list, args));
        case 'stat':
          return workspace.stat(parseArgs(ARGS.stat, args));
        case 'mkdir':
          return workspace.mkdir(parseArgs(ARGS.mkdir, args));
        case 'create':
          return workspace.create(parseArgs(ARGS.create, args));
        case 'rename':
          return workspace.rename(parseArgs(ARGS.rename, args));
        case 'delete':
          return workspace.delete(parseArgs(ARGS.delete, args));
        case 'search':
          return workspace.search(parseArgs(ARGS.search, args));
      }
    },
    input() {
      // A code session has no byte stream; stray bytes are ignored.
    },
    credit() {},
    dispose: () => workspace.close(),
  };
  return session;
}

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_EDIT_LIMIT_BYTES, REMOTE_FILE_PART_BYTES } from '@ads/contract';
import { RemoteError } from './errors';
import { openWorkspace, type Workspace } from './workspace';

let base: string;
let root: string;
let outside: string;
let ws: Workspace;

const sha = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** The code a call failed with (a test fails when it did not). */
async function failure(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(RemoteError);
    return (error as RemoteError).code;
  }
  throw new Error('the call did not fail');
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'ads-workspace-'));
  root = join(base, 'ws');
  outside = join(base, 'out');
  await mkdir(join(outside, 'dir'), { recursive: true });
  await writeFile(join(outside, 'secret.txt'), 'secret');
  ws = await openWorkspace(root);
  await mkdir(join(root, 'sub'));
  await writeFile(join(root, 'sub', 'file.txt'), 'inside');
  await symlink(join(outside, 'secret.txt'), join(root, 'to-file'));
  await symlink(join(outside, 'dir'), join(root, 'to-dir'));
  await symlink(join(outside, 'nothing-here'), join(root, 'dangling'));
  await symlink('../out', join(root, 'middle'));
  await symlink('sub/file.txt', join(root, 'inner'));
  await symlink('sub/later.txt', join(root, 'inner-dangling'));
});
afterAll(async () => {
  await ws.close();
  await rm(base, { recursive: true, force: true });
});

describe('the workspace keeps every path inside its folder', () => {
  const escapes = [
    '../x',
    'a/../../x',
    'sub/../../out/secret.txt',
    '/etc/passwd',
    'to-file',
    'to-dir',
    'to-dir/x',
    'dangling',
    'middle/secret.txt',
    'middle/dir/new',
  ];

  it('refuses traversal, absolute paths and links that leave it, for every operation', async () => {
    const before = await readdir(outside, { recursive: true });
    for (const path of [...escapes, join(outside, 'secret.txt')]) {
      const write = { path, upload: 'upload-1234', offset: 0, bytes: Buffer.from('x') };
      const calls: Array<[string, () => Promise<unknown>]> = [
        ['list', () => ws.list({ path })],
        ['stat', () => ws.stat({ path })],
        ['read', () => ws.read({ path, offset: 0 })],
        ['write', () => ws.write({ ...write, final: true, base: 'force' })],
        ['write new', () => ws.write({ ...write, final: true, base: null })],
        ['mkdir', () => ws.mkdir({ path })],
        ['create', () => ws.create({ path })],
        ['rename from', () => ws.rename({ from: path, to: 'renamed' })],
        ['rename to', () => ws.rename({ from: 'sub/file.txt', to: path })],
        ['delete', () => ws.delete({ path })],
        ['search', () => ws.search({ path, query: 'secret', regex: false, caseSensitive: false })],
      ];
      for (const [op, call] of calls) {
        expect(`${op} ${path}: ${await failure(call())}`).toBe(`${op} ${path}: outside`);
      }
    }
    expect(await readdir(outside, { recursive: true })).toEqual(before);
    expect(await readFile(join(outside, 'secret.txt'), 'utf8')).toBe('secret');
    expect(await readFile(join(root, 'sub', 'file.txt'), 'utf8')).toBe('inside');
  });

  it('follows links that stay inside, and lists links as links', async () => {
    const part = await ws.read({ path: 'inner', offset: 0 });
    expect(Buffer.from(part.bytes).toString()).toBe('inside');
    // A save through a dangling link inside makes the file it points at.
    const bytes = Buffer.from('made');
    await ws.write({
      path: 'inner-dangling',
      upload: 'upload-5678',
      offset: 0,
      bytes,
      final: true,
      base: null,
    });
    expect(await readFile(join(root, 'sub', 'later.txt'), 'utf8')).toBe('made');
    const { entries } = await ws.list({ path: '' });
    expect(entries.find((entry) => entry.name === 'to-file')?.kind).toBe('link');
    expect((await ws.list({ path: 'sub/..' })).entries.map((entry) => entry.name)).toContain('sub');
    // Deleting a link removes the link, not what it points at.
    await symlink('sub/later.txt', join(root, 'extra-link'));
    await ws.delete({ path: 'extra-link' });
    expect(await readFile(join(root, 'sub', 'later.txt'), 'utf8')).toBe('made');
  });
});

describe('reading a file', () => {
  it('streams a 3 MB file in parts: the same bytes and version', async () => {
    const text = Buffer.from('line of text, ü and 한국어\n'.repeat(110_000));
    expect(text.length).toBeGreaterThan(3_000_000);
    await writeFile(join(root, 'big.txt'), text);
    const parts: Buffer[] = [];
    let offset = 0;
    let version: string | undefined;
    for (;;) {
      const part = await ws.read({ path: 'big.txt', offset });
      if (offset === 0) version = part.version;
      else expect(part.version).toBeUndefined();
      expect(part.bytes.length).toBeLessThanOrEqual(REMOTE_FILE_PART_BYTES);
      expect(part).toMatchObject({ offset, size: text.length, binary: false, tooLarge: false });
      parts.push(Buffer.from(part.bytes));
      offset += part.bytes.length;
      if (part.eof) break;
    }
    expect(parts.length).toBe(Math.ceil(text.length / REMOTE_FILE_PART_BYTES));
    expect(Buffer.concat(parts).equals(text)).toBe(true);
    expect(version).toBe(sha(text));
    expect((await ws.stat({ path: 'big.txt' })).version).toBe(sha(text));
  });

  it('marks binary files (a NUL byte, or not UTF-8) and files too large to edit', async () => {
    await writeFile(join(root, 'nul.bin'), Buffer.from([104, 105, 0, 104]));
    await writeFile(join(root, 'latin1.txt'), Buffer.from('caf\xe9', 'latin1'));
    await writeFile(join(root, 'empty.txt'), '');
    const large = Buffer.alloc(REMOTE_EDIT_LIMIT_BYTES + 1, 'a');
    await writeFile(join(root, 'large.log'), large);
    expect((await ws.read({ path: 'nul.bin', offset: 0 })).binary).toBe(true);
    expect((await ws.read({ path: 'latin1.txt', offset: 0 })).binary).toBe(true);
    expect(await ws.read({ path: 'empty.txt', offset: 0 })).toMatchObject({
      binary: false,
      eof: true,
      version: sha(''),
    });
    const first = await ws.read({ path: 'large.log', offset: 0 });
    expect(first).toMatchObject({ tooLarge: true, binary: false, eof: false, size: large.length });
    expect(first.bytes.length).toBe(REMOTE_FILE_PART_BYTES);
    expect(await failure(ws.read({ path: 'sub', offset: 0 }))).toBe('invalid');
    expect(await failure(ws.read({ path: 'missing.txt', offset: 0 }))).toBe('not_found');
    expect(await failure(ws.read({ path: 'empty.txt', offset: 5 }))).toBe('invalid');
    // A FIFO is refused at once: opening it to read would wait for a writer.
    execFileSync('mkfifo', [join(root, 'pipe')]);
    expect(await failure(ws.read({ path: 'pipe', offset: 0 }))).toBe('invalid');
    expect(await failure(ws.stat({ path: 'pipe' }))).toBe('invalid');
    await rm(join(root, 'pipe'));
  });
});

describe('saving a file', () => {
  const save = (path: string, text: string, base: string | null, upload = 'save-0001') =>
    ws.write({ path, upload, offset: 0, bytes: Buffer.from(text), final: true, base });

  it('saves over the version it was edited from, and never over a change made on the PC', async () => {
    const made = await save('notes.md', 'one', null);
    expect(made).toMatchObject({ received: 3, version: sha('one') });
    expect(await failure(save('notes.md', 'again', null))).toBe('exists');
    const second = await save('notes.md', 'two', made.version!);
    expect(second.version).toBe(sha('two'));
    // Someone edits the file on the PC; a save from the old version is refused.
    await writeFile(join(root, 'notes.md'), 'changed on the PC');
    expect(await failure(save('notes.md', 'three', second.version!))).toBe('conflict');
    expect(await readFile(join(root, 'notes.md'), 'utf8')).toBe('changed on the PC');
    const forced = await save('notes.md', 'four', 'force');
    expect(forced.version).toBe(sha('four'));
    expect(await readFile(join(root, 'notes.md'), 'utf8')).toBe('four');
    await rm(join(root, 'notes.md'));
    expect(await failure(save('notes.md', 'five', forced.version!))).toBe('conflict');
    expect((await readdir(root)).filter((name) => name.includes('ads-upload'))).toEqual([]);
  });

  it('takes a save in parts, in order, and removes an unfinished one when the session closes', async () => {
    const text = Buffer.alloc(3 * REMOTE_FILE_PART_BYTES, 'x');
    const part = (offset: number, final: boolean, upload = 'parts-0001') =>
      ws.write({
        path: 'sub/parts.txt',
        upload,
        offset,
        bytes: text.subarray(offset, offset + REMOTE_FILE_PART_BYTES),
        final,
        base: null,
      });
    expect(await part(0, false)).toEqual({ received: REMOTE_FILE_PART_BYTES });
    expect((await ws.list({ path: 'sub' })).entries.map((entry) => entry.name)).not.toContain(
      '.parts.txt.ads-upload-parts-0001',
    );
    expect(await failure(part(2 * REMOTE_FILE_PART_BYTES, false))).toBe('invalid');
    await part(0, false);
    await part(REMOTE_FILE_PART_BYTES, false);
    const done = await part(2 * REMOTE_FILE_PART_BYTES, true);
    expect(done.version).toBe(sha(text));
    expect((await readFile(join(root, 'sub', 'parts.txt'))).equals(text)).toBe(true);

    const other = await openWorkspace(root);
    await other.write({
      path: 'sub/gone.txt',
      upload: 'left-0001',
      offset: 0,
      bytes: text,
      final: false,
      base: null,
    });
    expect(await readdir(join(root, 'sub'))).toContain('.gone.txt.ads-upload-left-0001');
    await other.close();
    expect(await readdir(join(root, 'sub'))).not.toContain('.gone.txt.ads-upload-left-0001');
  });
});

describe('files and folders', () => {
  it('creates, renames and deletes; lists folders first, then by name', async () => {
    await ws.mkdir({ path: 'tree/a/b' });
    await ws.create({ path: 'tree/file10.txt' });
    await ws.create({ path: 'tree/file9.txt' });
    await ws.create({ path: 'tree/new/deep.txt' });
    expect(await failure(ws.create({ path: 'tree/file9.txt' }))).toBe('exists');
    expect(await failure(ws.mkdir({ path: 'tree/a' }))).toBe('exists');
    expect(
      (await ws.list({ path: 'tree' })).entries.map((entry) => `${entry.kind} ${entry.name}`),
    ).toEqual(['dir a', 'dir new', 'file file9.txt', 'file file10.txt']);
    expect(await failure(ws.rename({ from: 'tree/file9.txt', to: 'tree/file10.txt' }))).toBe(
      'exists',
    );
    await ws.rename({ from: 'tree/file9.txt', to: 'tree/a/moved.txt' });
    expect((await ws.stat({ path: 'tree/a/moved.txt' })).kind).toBe('file');
    expect(await failure(ws.stat({ path: 'tree/file9.txt' }))).toBe('not_found');
    await ws.delete({ path: 'tree/a' });
    expect(await failure(ws.list({ path: 'tree/a' }))).toBe('not_found');
    expect(await failure(ws.delete({ path: '' }))).toBe('refused');
    expect(await failure(ws.delete({ path: 'sub/..' }))).toBe('refused');
    expect(await failure(ws.rename({ from: '', to: 'x' }))).toBe('refused');
    expect(await failure(ws.delete({ path: 'tree/none' }))).toBe('not_found');
  });
});

describe('search in files', () => {
  it('finds plain text and regular expressions, with or without case, skipping what it should', async () => {
    await mkdir(join(root, 'src', '.git'), { recursive: true });
    await mkdir(join(root, 'src', 'node_modules'), { recursive: true });
    await writeFile(join(root, 'src', 'main.cpp'), 'int main() {\n  return Answer(42);\n}\n');
    await writeFile(join(root, 'src', 'util.py'), 'def answer():\n    return 42\n');
    await writeFile(join(root, 'src', '.git', 'config'), 'answer\n');
    await writeFile(join(root, 'src', 'node_modules', 'x.js'), 'answer\n');
    await writeFile(join(root, 'src', 'blob.bin'), Buffer.from('answer\0'));
    await writeFile(join(root, 'src', 'huge.txt'), 'answer\n'.repeat(400_000));
    const search = (query: string, more: { regex?: boolean; caseSensitive?: boolean } = {}) =>
      ws.search({ path: 'src', query, regex: false, caseSensitive: false, ...more });
    expect((await search('answer')).matches).toEqual([
      { path: 'src/main.cpp', line: 2, column: 10, text: '  return Answer(42);' },
      { path: 'src/util.py', line: 1, column: 5, text: 'def answer():' },
    ]);
    expect((await search('Answer', { caseSensitive: true })).matches.map((m) => m.path)).toEqual([
      'src/main.cpp',
    ]);
    expect((await search('return \\d+$', { regex: true })).matches).toEqual([
      { path: 'src/util.py', line: 2, column: 5, text: '    return 42' },
    ]);
    expect((await search('(42)')).matches.map((m) => m.column)).toEqual([16]);
    expect(await failure(search('(', { regex: true }))).toBe('invalid');
  });

  it('stops at 1,000 matches and says so; cuts long lines', async () => {
    await mkdir(join(root, 'many'));
    await writeFile(join(root, 'many', 'a.txt'), 'hit\n'.repeat(999) + `${'x'.repeat(400)}hit\n`);
    const all = await ws.search({ path: 'many', query: 'hit', regex: false, caseSensitive: false });
    expect(all).toMatchObject({ truncated: false });
    expect(all.matches.length).toBe(1000);
    expect(all.matches[999]).toMatchObject({ line: 1000, column: 401 });
    expect(all.matches[999]!.text.length).toBe(300);
    await writeFile(join(root, 'many', 'b.txt'), 'hit\n');
    const cut = await ws.search({ path: 'many', query: 'hit', regex: false, caseSensitive: false });
    expect(cut.matches.length).toBe(1000);
    expect(cut.truncated).toBe(true);
  });
});

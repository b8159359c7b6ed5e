import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  chmod,
  link,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TarEntry, writeTarGz } from '../../test/tar-writer';
import { AgentError } from '../runtime';
import { isArchive, unpackTarGz } from './untar';

// Real archives: GNU tar's own output for what a publisher uploads, and hand-made ustar
// entries (test/tar-writer.ts, byte by byte as the format has them) for what GNU tar will
// not write: paths that leave the folder.

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ads-untar-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const craft = (file: string, entries: TarEntry[]) => writeTarGz(join(dir, file), entries);

/** The archive is refused with a sentence, its folder is gone and nothing was written beside. */
async function expectRefused(archive: string, reason: RegExp) {
  const before = await readdir(dir);
  const folder = join(dir, 'module');
  const refused = unpackTarGz(archive, folder);
  await expect(refused).rejects.toThrow(AgentError);
  await expect(refused).rejects.toThrow(reason);
  expect(existsSync(folder)).toBe(false);
  expect(await readdir(dir)).toEqual(before);
  expect(existsSync(join(tmpdir(), 'evil'))).toBe(false);
}

describe('unpacking a module archive (tar.gz)', () => {
  it('knows archives by their name', () => {
    expect(isArchive('planner-1.2.0.tar.gz')).toBe(true);
    expect(isArchive('planner.tgz')).toBe(true);
    expect(isArchive('planner.js')).toBe(false);
  });

  for (const format of ['gnu', 'pax', 'ustar'] as const) {
    it(`unpacks what GNU tar writes (--format=${format}): files, modes, folders, links`, async () => {
      const source = join(dir, 'source');
      const deep = `lib/${'long-folder-name-'.repeat(4)}/x`;
      await mkdir(join(source, deep), { recursive: true });
      await mkdir(join(source, 'empty'));
      await writeFile(join(source, 'main.js'), 'console.log("hello");\n');
      await writeFile(join(source, 'run.sh'), '#!/bin/sh\necho run\n');
      await chmod(join(source, 'run.sh'), 0o755);
      await writeFile(join(source, deep, 'data.bin'), Buffer.alloc(70_000, 7));
      await symlink('lib/data-link', join(source, 'lib-link'));
      await symlink(`${deep.slice('lib/'.length)}/data.bin`, join(source, 'lib', 'data-link'));
      await link(join(source, 'main.js'), join(source, 'main-copy.js'));
      const archive = join(dir, `module-${format}.tar.gz`);
      // ustar cannot hold the long path: that format gets the short files only.
      const entries = format === 'ustar' ? ['main.js', 'run.sh', 'empty'] : ['.'];
      execFileSync('tar', [`--format=${format}`, '-czf', archive, '-C', source, ...entries]);

      const folder = join(dir, 'module');
      await unpackTarGz(archive, folder);
      expect(await readFile(join(folder, 'main.js'), 'utf8')).toBe('console.log("hello");\n');
      expect((await stat(join(folder, 'run.sh'))).mode & 0o777).toBe(0o755);
      expect((await stat(join(folder, 'empty'))).isDirectory()).toBe(true);
      if (format === 'ustar') return;
      expect(await readFile(join(folder, deep, 'data.bin'))).toEqual(Buffer.alloc(70_000, 7));
      expect((await lstat(join(folder, 'lib-link'))).isSymbolicLink()).toBe(true);
      expect(await readlink(join(folder, 'lib-link'))).toBe('lib/data-link');
      // Through both links, inside the folder.
      expect((await readFile(join(folder, 'lib-link'))).length).toBe(70_000);
      const copy = await stat(join(folder, 'main-copy.js'));
      expect(copy.ino).toBe((await stat(join(folder, 'main.js'))).ino);
    });
  }

  it('refuses an entry that climbs out with ../ and leaves nothing', async () => {
    const archive = await craft('climb.tar.gz', [
      { name: 'main.js', body: 'fine' },
      { name: 'lib/', type: '5' },
      { name: 'lib/../../evil', body: 'outside' },
    ]);
    await expectRefused(archive, /"lib\/\.\.\/\.\.\/evil" leaves its folder/);
  });

  it('refuses an absolute path', async () => {
    const archive = await craft('absolute.tar.gz', [{ name: `${tmpdir()}/evil`, body: 'x' }]);
    await expectRefused(archive, /is an absolute path/);
  });

  it('refuses a link out of the folder, also one that leaves through another link', async () => {
    const direct = await craft('direct.tar.gz', [{ name: 'up', type: '2', linkname: '../..' }]);
    await expectRefused(direct, /"up" points to \.\.\/\.\., outside its folder/);
    const absolute = await craft('abs.tar.gz', [{ name: 'etc', type: '2', linkname: '/etc' }]);
    await expectRefused(absolute, /outside its folder/);
    // `a/b/top` is the folder itself (fine on its own); `x` = `a/b/top/..` is its parent.
    // Read as text, `a/b/top/..` is `a/b`: only following the links shows where it goes.
    const chained = await craft('chained.tar.gz', [
      { name: 'x', type: '2', linkname: 'a/b/top/..' },
      { name: 'a/b/', type: '5' },
      { name: 'a/b/top', type: '2', linkname: '../..' },
    ]);
    await expectRefused(chained, /"x" points to a\/b\/top\/\.\., outside its folder/);
  });

  it('refuses a file written through a link, and a hard link to what it does not hold', async () => {
    const through = await craft('through.tar.gz', [
      { name: 'sub/', type: '5' },
      { name: 'l', type: '2', linkname: 'sub' },
      { name: 'l/f', body: 'x' },
    ]);
    await expectRefused(through, /"l\/f" goes through the link l/);
    await writeFile(join(dir, 'secret'), 'secret');
    const hard = await craft('hard.tar.gz', [{ name: 'h', type: '1', linkname: '../secret' }]);
    await expectRefused(hard, /"h" leaves its folder|link "\.\.\/secret" leaves its folder/);
    const missing = await craft('missing.tar.gz', [{ name: 'h', type: '1', linkname: 'nope' }]);
    await expectRefused(missing, /which it does not hold/);
  });

  it('refuses a damaged archive', async () => {
    const good = await craft('good.tar.gz', [{ name: 'a.js', body: 'x'.repeat(5000) }]);
    const bytes = await readFile(good);
    const cut = join(dir, 'cut.tar.gz');
    await writeFile(cut, bytes.subarray(0, bytes.length - 20));
    await expectRefused(cut, /could not be unpacked|ends in the middle/);
    const plain = join(dir, 'plain.tar.gz');
    await writeFile(plain, 'not gzip at all');
    await expectRefused(plain, /could not be unpacked/);
    const noTar = join(dir, 'notar.tar.gz');
    await writeFile(noTar, gzipSync(Buffer.alloc(2048, 65)));
    await expectRefused(noTar, /not a tar\.gz archive/);
  });
});

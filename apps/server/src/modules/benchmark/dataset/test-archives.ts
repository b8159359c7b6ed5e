import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip, deflateRawSync } from 'node:zlib';
import { pack as tarPack } from 'tar-stream';

/*
 * Archives built by the tests (not shipped): tar and tar.gz with tar-stream, zip with the small
 * writer below, which, unlike the zip CLI, can also write the hostile entries (`../x`, `/etc/x`,
 * symlinks) the importer must refuse.
 */

export interface TestEntry {
  name: string;
  data?: string | Uint8Array;
  type?: 'file' | 'directory' | 'symlink';
  /** zip only: 0 stored, 8 deflate (default). */
  method?: 0 | 8;
}

export async function writeTestTar(path: string, entries: TestEntry[], gzip = false) {
  const pack = tarPack();
  const writing = gzip
    ? pipeline(pack, createGzip(), createWriteStream(path))
    : pipeline(pack, createWriteStream(path));
  for (const entry of entries) {
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error | null) => (error ? reject(error) : resolve());
      if (entry.type === 'directory' || entry.type === 'symlink') {
        pack.entry({ name: entry.name, type: entry.type, linkname: 'target' }, done);
      } else {
        pack.entry({ name: entry.name }, Buffer.from(entry.data ?? ''), done);
      }
    });
  }
  pack.finalize();
  await writing;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A zip (no zip64): local headers and data, the central directory, its end record. */
export function testZipBytes(entries: TestEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(
      entry.type === 'directory' ? `${entry.name.replace(/\/$/, '')}/` : entry.name,
    );
    const data = Buffer.from(entry.type === 'symlink' ? 'target' : (entry.data ?? ''));
    const method = entry.type === 'directory' ? 0 : (entry.method ?? 8);
    const stored = method === 8 ? deflateRawSync(data) : data;
    const crc = crc32(data);
    const mode =
      entry.type === 'symlink' ? 0o120777 : entry.type === 'directory' ? 0o40755 : 0o100644;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, stored);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made on Unix: the mode is in the high bits
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE((mode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export async function writeTestZip(path: string, entries: TestEntry[]) {
  await writeFile(path, testZipBytes(entries));
}

/** A velodyne file of `points` rows (x = i, y = −i, z = 0.5, intensity = i / points). */
export function velodyneBytes(points: number): Uint8Array {
  const rows = new Float32Array(points * 4);
  for (let i = 0; i < points; i++) rows.set([i, -i, 0.5, i / points], i * 4);
  return new Uint8Array(rows.buffer);
}

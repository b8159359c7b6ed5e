import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type ByteRange, RECORD_KEY, type RecordStore, type StoredObject } from './record-store';

/** Where an S3-compatible store is (S3_* settings, docs/adr/0011). */
export interface S3StoreOptions {
  bucket: string;
  /** Key prefix inside the bucket, e.g. `records/`; empty for the bucket's root. */
  prefix: string;
  region: string;
  /** The endpoint of a non-AWS store (MinIO, Ceph, R2…); AWS's own when omitted. */
  endpoint?: string | undefined;
  /** Path-style addresses (`endpoint/bucket/key`), which most self-hosted stores need. */
  forcePathStyle: boolean;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/** Parts of a multipart upload: 16 MB, two at a time, so a several-GB file streams in ~32 MB. */
const PART_BYTES = 16 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

/**
 * Record files in an S3-compatible object store. Uploads are multipart from the finished local
 * file, reads are ranged GETs streamed through, and readers that need a file on disk (the
 * signal plots) get a temporary copy that is removed afterwards.
 */
export function createS3RecordStore(
  options: S3StoreOptions,
  /** The names this store holds: records' by default; IP Repository's archives have their own. */
  keys = RECORD_KEY,
): RecordStore & { close(): void } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const { bucket, prefix } = options;

  /** Only keys the server made become object names, as in the file store. */
  const objectOf = (key: string) => {
    if (!keys.test(key)) throw new Error(`not a record key: ${key}`);
    return `${prefix}${key}`;
  };

  async function read(key: string, range?: ByteRange): Promise<Readable> {
    const answer = await client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: objectOf(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    if (!(answer.Body instanceof Readable)) throw new Error(`no body for ${key}`);
    return answer.Body;
  }

  return {
    async putFile(key, sourcePath) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectOf(key), Body: createReadStream(sourcePath) },
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
        // A failed upload removes its parts rather than leaving them billed in the bucket.
        leavePartsOnError: false,
      });
      await upload.done();
      // The object is durable once S3 answered; the upload's local file is no longer needed.
      await unlink(sourcePath);
    },

    read,

    async withLocalFile(key, work) {
      const folder = await mkdtemp(join(tmpdir(), 'ads-record-'));
      try {
        const path = join(folder, key);
        await pipeline(await read(key), createWriteStream(path));
        return await work(path);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },

    async remove(key) {
      // Deleting a missing object succeeds in S3, as removal of a missing file does here.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectOf(key) }));
    },

    async *list(): AsyncIterable<StoredObject> {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? '';
          if (!keys.test(key)) continue;
          yield { key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    close() {
      client.destroy();
    },
  };
}

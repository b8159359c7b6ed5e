import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StoreOptions } from '../src/files/s3-record-store';

/**
 * TEST DOUBLE of an S3-compatible object store. No S3 service (AWS, MinIO, Ceph) can run on
 * these machines, so the S3 record store is tested against s3rver: a real HTTP server speaking
 * S3's REST protocol (SigV4-signed requests, multipart uploads, ranged GETs, ListObjectsV2),
 * keeping objects in a temporary folder. Only the S3 store's tests use it.
 */
export async function startS3Double(bucket = 'records') {
  const directory = mkdtempSync(join(tmpdir(), 's3-double-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const options: S3StoreOptions = {
    bucket,
    prefix: 'records/',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // s3rver's fixed credentials: it checks each request's signature against them.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    options,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

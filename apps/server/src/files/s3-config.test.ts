import { describe, expect, it } from 'vitest';
import { s3OptionsFrom } from './s3-config';

describe('S3 record store settings', () => {
  it('keep files on disk unless a bucket is named', () => {
    expect(s3OptionsFrom({})).toBeUndefined();
    expect(s3OptionsFrom({ S3_BUCKET: '  ', S3_ENDPOINT: 'http://minio:9000' })).toBeUndefined();
  });

  it('address a self-hosted store by path, with its keys', () => {
    expect(
      s3OptionsFrom({
        S3_BUCKET: 'drives',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: 'fleet-a',
      }),
    ).toEqual({
      bucket: 'drives',
      prefix: 'fleet-a/',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
  });

  it("use AWS's own addresses and credential chain when only a bucket and region are given", () => {
    expect(s3OptionsFrom({ S3_BUCKET: 'drives', AWS_REGION: 'eu-central-1' })).toEqual({
      bucket: 'drives',
      prefix: 'records/',
      region: 'eu-central-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
  });
});

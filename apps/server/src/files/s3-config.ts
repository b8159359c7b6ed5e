import type { S3StoreOptions } from './s3-record-store';

const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * The S3-compatible record store's settings, or undefined to keep files under DATA_DIR/records.
 * S3_BUCKET turns it on. Without S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY the AWS SDK's own chain
 * applies (AWS_* variables, profiles, instance roles). A custom S3_ENDPOINT (MinIO, Ceph, R2…)
 * gets path-style addresses unless S3_FORCE_PATH_STYLE=false.
 */
export function s3OptionsFrom(env: NodeJS.ProcessEnv): S3StoreOptions | undefined {
  const bucket = given(env.S3_BUCKET);
  if (!bucket) return undefined;
  const endpoint = given(env.S3_ENDPOINT);
  const prefix = given(env.S3_PREFIX) ?? 'records/';
  return {
    bucket,
    prefix: prefix.endsWith('/') ? prefix : `${prefix}/`,
    region: given(env.S3_REGION) ?? given(env.AWS_REGION) ?? 'us-east-1',
    endpoint,
    forcePathStyle: endpoint !== undefined && given(env.S3_FORCE_PATH_STYLE) !== 'false',
    accessKeyId: given(env.S3_ACCESS_KEY_ID),
    secretAccessKey: given(env.S3_SECRET_ACCESS_KEY),
  };
}

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTES } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CORRUPT_MESSAGES, writeCorrupt, writeMcap } from '../../../../test-support/record-files';
import { connectToRealApi, navigate, signInFresh } from '../test/real-api';
import { call } from './api';
import { useAuth } from './auth-store';
import { tokens } from './storage';
import { type RecordUploadMetadata, createRecordUpload } from './upload';

connectToRealApi();

// The app's (browser) build of tus-js-client, sending through Node: see the helper.
vi.mock('tus-js-client', () => import('../test/tus-browser').then((m) => m.browserTus()));

let folder = '';
let mcap: File;
let corrupt: File;

async function fileOf(path: string, name: string): Promise<File> {
  return new File([await readFile(path)], name, { lastModified: Date.now() });
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ads-web-upload-'));
  // About 1.3 MB: big enough to be sent in several small chunks below.
  await writeMcap(join(folder, 'drive.mcap'), { durationS: 20, lidarPoints: 3000 });
  await writeCorrupt(join(folder, 'broken.mcap'), 'mcap-truncated');
  mcap = await fileOf(join(folder, 'drive.mcap'), 'drive.mcap');
  corrupt = await fileOf(join(folder, 'broken.mcap'), 'broken.mcap');
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

interface Outcome {
  recordId: number | null;
  progress: number[];
  resumed: boolean;
}

/** Runs one upload to its end; rejects with the refusal's message and status. */
function uploadToEnd(
  file: File,
  metadata: Partial<RecordUploadMetadata> = {},
  chunkSize = 256 * 1024,
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const progress: number[] = [];
    let resumed = false;
    const upload = createRecordUpload(
      file,
      { filename: file.name, ...metadata },
      {
        onProgress: (sent) => progress.push(sent),
        onResume: () => (resumed = true),
        onSuccess: (recordId) => resolve({ recordId, progress, resumed }),
        onError: (message, status) => reject(Object.assign(new Error(message), { status })),
      },
      { chunkSize, retryDelays: [0, 200] },
    );
    void upload.start();
  });
}

describe('createRecordUpload against the real tus endpoint', { timeout: 30_000 }, () => {
  it('sends a record in chunks with progress and gets the indexed record back', async () => {
    await signInFresh();
    const outcome = await uploadToEnd(mcap, { vehicle: 'Ioniq 5' });
    expect(outcome.recordId).toBeGreaterThan(0);
    expect(outcome.progress.at(-1)).toBe(mcap.size);
    // Progress only grows.
    expect(outcome.progress).toEqual([...outcome.progress].sort((a, b) => a - b));
    const record = await call(ROUTES.getRecord, { params: { id: outcome.recordId! } });
    expect(record.success && record.detail).toMatchObject({
      name: 'drive.mcap',
      format: 'mcap',
      size: mcap.size,
      vehicle: 'Ioniq 5',
    });
  });

  it('continues a paused upload, also from a new client after a reload', async () => {
    await signInFresh();
    const paused = await new Promise<number>((resolve, reject) => {
      const upload = createRecordUpload(
        mcap,
        { filename: mcap.name },
        {
          onProgress: (sent) => {
            if (sent >= 300 * 1024) void upload.pause().then(() => resolve(sent));
          },
          onError: (message) => reject(new Error(message)),
        },
        { chunkSize: 128 * 1024 },
      );
      void upload.start();
    });
    expect(paused).toBeLessThan(mcap.size);

    // A new client of the same file (what a reload makes) finds the stored upload and resumes.
    const outcome = await uploadToEnd(mcap, {}, 128 * 1024);
    expect(outcome.resumed).toBe(true);
    expect(outcome.recordId).toBeGreaterThan(0);
    // The bytes the server had were not sent again: the first progress is past them.
    expect(outcome.progress[0]).toBeGreaterThanOrEqual(256 * 1024);
    const listed = await call(ROUTES.listRecords, { query: {} });
    expect(listed.success && listed.detail.items.map((item) => item.name)).toEqual(['drive.mcap']);
  });

  it("shows the server's reason when it refuses a corrupt file", async () => {
    await signInFresh();
    const refusal = await uploadToEnd(corrupt).catch((error: Error & { status: number }) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error & { status: number }).status).toBe(422);
    // The envelope's sentence, not tus-js-client's request dump.
    expect((refusal as Error).message).toBe(CORRUPT_MESSAGES['mcap-truncated']);
    const listed = await call(ROUTES.listRecords, { query: {} });
    expect(listed.success && listed.detail.total).toBe(0);
  });

  it('refreshes a stale access token once and carries on', async () => {
    await signInFresh();
    tokens.save('stale.access.token');
    const outcome = await uploadToEnd(mcap);
    expect(outcome.recordId).toBeGreaterThan(0);
    expect(tokens.access()).not.toBe('stale.access.token');
  });

  it('signs out to the landing page when the session cannot be refreshed', async () => {
    await signInFresh();
    localStorage.setItem('access', 'stale.access.token');
    localStorage.setItem('refresh', 'not-a-refresh-token');
    const refusal = await uploadToEnd(mcap).catch((error: Error & { status: number }) => error);
    expect((refusal as Error & { status: number }).status).toBe(401);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(useAuth.getState().email).toBe('');
  });
});

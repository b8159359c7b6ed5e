import type {
  BenchDataset,
  BenchJob,
  BenchResults,
  BenchSubmission,
  BenchSubmissionDetail,
  LeaderboardRow,
} from '@ads/contract';
import type { JobRow } from '../../db/schema';
import type { DatasetWithJob, SubmissionWithNames } from './bench.repo';

export function toDataset(row: DatasetWithJob): BenchDataset {
  return {
    id: row.id,
    name: row.name,
    status: row.status as BenchDataset['status'],
    visible: row.visible,
    format: row.format,
    classes: row.classes,
    splits: { val: row.valFrames, test: row.testFrames },
    frames: row.valFrames + row.testFrames,
    gt_boxes: row.gtBoxes,
    poses: row.poses,
    test_daily_limit: row.testDailyLimit,
    created_at: row.createdAt.toISOString(),
    progress: row.status === 'ready' ? 1 : row.progress,
    message: row.status === 'failed' ? row.error : row.status === 'ready' ? '' : row.message,
  };
}

export function toSubmission(row: SubmissionWithNames): BenchSubmission {
  return {
    id: row.id,
    dataset_id: row.datasetId,
    dataset_name: row.datasetName,
    split: row.split as BenchSubmission['split'],
    // The baseline has no account: id 0, named as the studio.
    user: { id: row.userId ?? 0, name: row.userName },
    baseline: row.baseline,
    name: row.name,
    status: row.status as BenchSubmission['status'],
    hidden: row.hidden,
    predictions: row.predictions,
    progress: row.status === 'done' ? 1 : row.progress,
    message: row.status === 'failed' ? row.error : row.status === 'done' ? '' : row.jobMessage,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    headline: { nd_score: row.ndScore, mean_ap: row.meanAp, ap_r40: row.apR40 },
  };
}

export function toSubmissionDetail(row: SubmissionWithNames): BenchSubmissionDetail {
  return {
    ...toSubmission(row),
    results: row.status === 'done' ? (row.metrics as unknown as BenchResults) : null,
  };
}

export function toLeaderboard(rows: SubmissionWithNames[]): LeaderboardRow[] {
  return rows.map((row, at) => {
    const results = row.metrics as unknown as BenchResults | null;
    return {
      rank: at + 1,
      submission_id: row.id,
      user: { id: row.userId ?? 0, name: row.userName },
      baseline: row.baseline,
      name: row.name,
      created_at: row.createdAt.toISOString(),
      headline: { nd_score: row.ndScore, mean_ap: row.meanAp, ap_r40: row.apR40 },
      class_ap: results?.nuscenes.mean_dist_aps ?? {},
    };
  });
}

/** A job of the queue, as GET /api/benchmark/queue/ answers it and the push sends it. */
export function toQueueJob(job: JobRow): BenchJob {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status as BenchJob['status'],
    progress: job.progress,
    message: job.message,
    attempts: job.attempts,
    created_at: job.createdAt.toISOString(),
    started_at: job.startedAt?.toISOString() ?? null,
  };
}

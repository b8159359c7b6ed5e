import type {
  BenchDataset,
  BenchResults,
  BenchSubmission,
  BenchSubmissionDetail,
  LeaderboardRow,
} from '@ads/contract';
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
    user: { id: row.userId, name: row.userName },
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
      user: { id: row.userId, name: row.userName },
      name: row.name,
      created_at: row.createdAt.toISOString(),
      headline: { nd_score: row.ndScore, mean_ap: row.meanAp, ap_r40: row.apR40 },
      class_ap: results?.nuscenes.mean_dist_aps ?? {},
    };
  });
}

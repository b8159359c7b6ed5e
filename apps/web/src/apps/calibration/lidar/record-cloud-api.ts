import {
  type RecordCloudHeader,
  type RecordClouds,
  type RecordSummary,
  ROUTES,
  decodeRecordCloud,
} from '@ads/contract';
import { useQuery } from '@tanstack/react-query';
import { call, callBytes } from '../../../lib/api';
import { isLoggedIn, useAuth } from '../../../lib/auth-store';

/*
 * "From a record": the project's Data Management records, a record's point-cloud topics, and
 * one frame of a topic (docs/adr/0021, "Clouds from records"). Through the app's HTTP wrapper.
 */

/** Records listed for picking: the newest this many of the project. */
export const RECORDS_LISTED = 100;

const useAccount = () => useAuth((state) => (isLoggedIn(state) ? state.id : 0));

/** The caller's records of the project, newest first (Data Management's list). */
export function useProjectRecords(projectId: number, enabled: boolean) {
  const account = useAccount();
  return useQuery({
    queryKey: ['calibration', 'records', projectId, account],
    queryFn: async (): Promise<{ items: RecordSummary[]; total: number }> => {
      const answer = await call(ROUTES.listRecords, {
        query: { project_id: projectId, sort: 'newest', page_size: RECORDS_LISTED },
      });
      if (!answer.success) throw new Error(answer.message);
      return { items: answer.detail.items, total: answer.detail.total };
    },
    enabled,
  });
}

/** A record's point-cloud topics with their spans (null: none chosen yet). */
export function useRecordClouds(recordId: number | null) {
  const account = useAccount();
  return useQuery({
    queryKey: ['calibration', 'record-clouds', recordId, account],
    queryFn: async (): Promise<RecordClouds> => {
      const answer = await call(ROUTES.calibration.recordClouds, { params: { id: recordId! } });
      if (!answer.success) throw new Error(answer.message);
      return answer.detail;
    },
    enabled: recordId !== null,
  });
}

export interface RecordCloudFrame {
  header: RecordCloudHeader;
  /** x, y, z per point, metres, in `header.frame_id`. */
  xyz: Float32Array;
}

/** The message of `topic` nearest `t` (seconds from the record's start); throws its sentence. */
export async function fetchRecordCloud(
  recordId: number,
  topic: string,
  t: number,
): Promise<RecordCloudFrame> {
  const answer = await callBytes(ROUTES.calibration.recordCloud, {
    params: { id: recordId },
    query: { topic, t },
  });
  if (!answer.success) throw new Error(answer.message);
  const { header, xyz } = decodeRecordCloud<RecordCloudHeader>(new Uint8Array(answer.bytes));
  return { header, xyz };
}

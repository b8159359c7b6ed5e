import { AD_API_CODES, RecordDriveRequest } from '@ads/contract';
import { AgentError } from '../runtime';
import { AdApiError } from '../vehicle/adapter';
import type { Action } from './context';
import { sendRecording } from './upload';
import { NOT_A_VEHICLE } from './vehicle';

/**
 * recordDriveAPI (issue 16). `{ action: 'start' }` answers the RecordingInfo of the new MCAP
 * (drive-recorder.ts), or an error naming the one already being recorded. `{ action: 'stop',
 * project_id? }` closes it and uploads it to Data Management as uploadAPI does: `pending`
 * UploadProgress entries (0, then 1–99), then `success` at 100 with `record_id`, or `error` at
 * −1; the file stays in the recordings folder either way (uploadAPI can send it again). No lock
 * is needed: only the PC's owner and admins reach its room.
 */
export const recordDrive: Action = async (data, context) => {
  if (!context.vehicle) throw new AgentError(NOT_A_VEHICLE);
  const recorder = context.vehicle.recorder;
  if (!recorder) throw new AgentError('This agent does not record drives.');
  const parsed = RecordDriveRequest.safeParse(data);
  if (!parsed.success) {
    throw new AdApiError(
      "Send { action: 'start' }, or { action: 'stop', project_id? } to upload the drive.",
      AD_API_CODES.parameterError,
    );
  }
  if (parsed.data.action === 'start') return recorder.start();
  const name = await recorder.stop();
  if (name === null) {
    throw new AdApiError('No drive is being recorded.', AD_API_CODES.noEffect);
  }
  await sendRecording(context, name, parsed.data.project_id);
  return undefined;
};

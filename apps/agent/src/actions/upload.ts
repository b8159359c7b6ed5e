import { type UploadProgress, UploadRecordingData } from '@ads/contract';
import { openRecording, type OpenRecording } from '../recordings/folder';
import { AgentError } from '../runtime';
import type { Action, ActionContext } from './context';

const MB = 1e6;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;

/**
 * uploadAPI `{ name, project_id? }` → `pending` UploadProgress events (0 starting or resuming,
 * then each whole percent 1–99), then `success` with progress 100 and the new `record_id`, or
 * `error` with progress −1 and the reason. Never throws: a failure is an entry at −1. Names
 * that lead out of the recordings folder are refused before anything is sent.
 */
export const upload: Action = async (data, context) => {
  const parsed = UploadRecordingData.safeParse(data);
  const asked = (data as { name?: unknown } | null)?.name;
  const name = parsed.data?.name ?? (typeof asked === 'string' ? asked.slice(0, 255) : '');
  if (!parsed.success) {
    context.reply(
      'error',
      uploadEntry(name, -1, 'Name the recording to upload: { name, project_id? }.'),
    );
    return undefined;
  }
  await sendRecording(context, name, parsed.data.project_id);
  return undefined;
};

/** One UploadProgress entry of `name`. */
export const uploadEntry = (
  name: string,
  progress: number,
  message: string,
  recordId?: number,
): UploadProgress => ({
  name,
  progress,
  type: 'upload',
  message,
  ...(recordId === undefined ? {} : { record_id: recordId }),
});

/**
 * Sends the recording `name` to Data Management, answering the request's action (uploadAPI,
 * recordDriveAPI) with the entries uploadAPI documents. Never throws.
 */
export async function sendRecording(
  context: ActionContext,
  name: string,
  projectId: number | undefined,
): Promise<void> {
  let file: OpenRecording | undefined;
  try {
    file = await openRecording(context.recordings, name);
    const recordId = await context.uploader.send({
      file,
      projectId,
      progress: (percent, message) => context.reply('pending', uploadEntry(name, percent, message)),
    });
    const sent = `Uploaded ${name} (${megabytes(file.size)})`;
    context.reply(
      'success',
      recordId === null
        ? uploadEntry(name, 100, `${sent}; the studio did not name the record.`)
        : uploadEntry(name, 100, `${sent} as record ${recordId}.`, recordId),
    );
  } catch (error) {
    const message =
      error instanceof AgentError
        ? error.message
        : `The upload of ${name} failed: ${String(error)}`;
    context.reply('error', uploadEntry(name, -1, message));
  } finally {
    // The answer is out; a failing close changes nothing for the browser.
    await file?.close().catch(() => {});
  }
}

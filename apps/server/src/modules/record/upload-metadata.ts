import { badRequest, forbidden, notFound } from '../../http/errors';
import type { ProjectLookup } from './project-lookup';
import type { Uploader } from './upload-caller';

/** What the server keeps with an upload: the client's three keys, cleaned, and the owner. */
export interface UploadMetadata {
  filename: string;
  project_id: string;
  vehicle: string;
  owner_id: string;
  pc_id: string;
  /**
   * `record` (a driving record, indexed on its last byte) or `benchmark-dataset` (an AI
   * Benchmark archive, kept as it is for the import job; administrators only).
   */
  purpose: UploadPurpose;
}
export const UPLOAD_PURPOSES = ['record', 'benchmark-dataset'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** C0 and C1 control characters (line breaks, NUL, escape…): never part of a name. */
const isControl = (char: string) => {
  const code = char.codePointAt(0)!;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};
// Bidirectional overrides make `gpj.exe` read as `exe.jpg`: a file name has no use for them.
const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g;

/** A file name as a person would read it: no folders, no control or bidi characters. */
export function cleanFileName(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const base = raw.split(/[\\/]/).pop() ?? '';
  const visible = [...base].filter((char) => !isControl(char)).join('');
  const clean = visible.replace(BIDI, '').trim().slice(0, 200).trim();
  return clean === '' || clean === '.' || clean === '..' ? null : clean;
}

/**
 * Checks the `Upload-Metadata` of a new upload and gives what is kept: `filename` (required),
 * `project_id` (one of the owner's projects), `vehicle` (the project's when not given). Other
 * keys that clients add (filetype, name…) are dropped; the owner comes from the credential.
 */
export async function admitMetadata(
  projects: ProjectLookup,
  uploader: Uploader,
  given: Record<string, string | null | undefined>,
): Promise<UploadMetadata> {
  const filename = cleanFileName(given.filename);
  if (!filename) {
    throw badRequest('Name the file: Upload-Metadata needs a filename.', {
      filename: 'This field is required.',
    });
  }
  let projectId = '';
  let projectVehicle = '';
  if (given.project_id) {
    if (!/^[1-9]\d{0,9}$/.test(given.project_id) || Number(given.project_id) > 2_147_483_647) {
      throw badRequest('Some fields are not valid.', {
        project_id: 'Must be a positive whole number.',
      });
    }
    const project = await projects.byId(Number(given.project_id));
    if (!project || project.userId !== uploader.ownerId) throw notFound('No such project.');
    projectId = String(project.id);
    projectVehicle = project.vehicle;
  }
  const purpose = (given.purpose ?? 'record') as UploadPurpose;
  if (!UPLOAD_PURPOSES.includes(purpose)) {
    throw badRequest('Some fields are not valid.', {
      purpose: `One of ${UPLOAD_PURPOSES.join(', ')}.`,
    });
  }
  if (purpose === 'benchmark-dataset' && !uploader.admin) {
    throw forbidden('Only administrators upload benchmark datasets.');
  }
  const vehicle = given.vehicle?.trim() ?? '';
  if (vehicle.length > 100 || [...vehicle].some(isControl)) {
    throw badRequest('Some fields are not valid.', {
      vehicle: 'At most 100 characters, without control characters.',
    });
  }
  return {
    filename,
    project_id: projectId,
    vehicle: vehicle || projectVehicle,
    owner_id: String(uploader.ownerId),
    pc_id: uploader.pcId === null ? '' : String(uploader.pcId),
    purpose,
  };
}

/** Whether the upload described by `metadata` belongs to this caller (same owner, same PC). */
export function isUploadOf(
  uploader: Uploader,
  metadata: Record<string, string | null> | undefined,
): boolean {
  return (
    metadata?.owner_id === String(uploader.ownerId) &&
    (metadata.pc_id ?? '') === (uploader.pcId === null ? '' : String(uploader.pcId))
  );
}

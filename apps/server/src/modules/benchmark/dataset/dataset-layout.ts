import { DatasetFormatError } from './dataset-format-error';
import { OTHER_TABLES, READ_TABLES, type ReadTable } from './nuscenes-tables';
import { SAMPLE_NAME_RULE, isSampleName } from './sample-name';

/*
 * What each file of a dataset archive is (docs/benchmark-format.md, "Dataset archive"):
 *
 * - the benchmark's layout: `velodyne/<sample>.bin`, and `gt.json` or `label_2/<sample>.txt`,
 *   and optionally nuScenes' tables in a `v1.0-<version>/` folder for the samples' poses
 *   (nuscenes-tables.ts; the tables the poses do not need are passed over);
 * - KITTI's object dataset as downloaded: `training/velodyne/`, `training/label_2/`,
 *   `training/calib/`, and `ImageSets/train.txt` and `val.txt` for the splits; the rest of what
 *   KITTI ships is passed over (`testing/`, the other `ImageSets/` lists,
 *   and `training/image_2`, `image_3`, `prev_2`, `prev_3`, `planes`, `velodyne_reduced`), so
 *   its zips can be merged into one archive as they are.
 *
 * Either may sit under one top-level folder (`kitti/training/…`, `my-set/gt.json`). Any other
 * file is refused: a stray file is usually a sign the archive is not the one meant.
 */

export type DatasetForm = 'layout' | 'kitti';

export type DatasetEntryRole =
  | { kind: 'velodyne'; form: DatasetForm; sample: string }
  | { kind: 'gt-json' }
  | { kind: 'label'; form: DatasetForm; sample: string }
  | { kind: 'calib'; sample: string }
  /** KITTI's `ImageSets/train.txt` or `val.txt`: the split lists (dataset-split.ts). */
  | { kind: 'imageset'; list: 'train' | 'val' }
  /** nuScenes' `v1.0-<version>/sample_data.json`, `ego_pose.json`, `calibrated_sensor.json`. */
  | { kind: 'nuscenes-table'; table: ReadTable }
  | { kind: 'skip' };

/** First segments that are the dataset's own, so no top-level folder is in front of them. */
const ROOT_NAMES = new Set(['velodyne', 'label_2', 'gt.json', 'training', 'testing', 'ImageSets']);
/** nuScenes' table folder: v1.0-mini, v1.0-trainval, v1.0-test. */
const TABLE_FOLDER = /^v1\.0-[\w.-]+$/;
const isRootName = (name: string) => ROOT_NAMES.has(name) || TABLE_FOLDER.test(name);
/** KITTI folders next to velodyne/label_2/calib that the benchmark does not use. */
const KITTI_UNUSED = new Set([
  'image_2',
  'image_3',
  'prev_2',
  'prev_3',
  'planes',
  'velodyne_reduced',
]);

const FORM_NAMES: Record<DatasetForm, string> = {
  layout: 'the benchmark layout (velodyne/, gt.json or label_2/)',
  kitti: "KITTI's (training/velodyne/, training/label_2/, training/calib/)",
};

export class DatasetLayout {
  /** The top-level folder everything sits under ('' for none), once a file has shown it. */
  private root: string | undefined;
  /** Which of the two forms the archive is, once a file has shown it. */
  form: DatasetForm | undefined;

  classify(path: string): DatasetEntryRole {
    const parts = path.split('/');
    const root = parts.length > 1 && !isRootName(parts[0]!) ? parts[0]! : '';
    if (this.root === undefined) this.root = root;
    else if (root !== this.root) {
      const where = (r: string) => (r === '' ? 'at the top of the archive' : `under '${r}/'`);
      throw new DatasetFormatError(
        `${path}: the files must all sit at the top of the archive or all under one folder; found files ${where(this.root)} and ${where(root)}.`,
      );
    }
    const rest = root === '' ? parts : parts.slice(1);
    const role = this.roleOf(path, rest);
    if (role.kind === 'skip' || role.kind === 'imageset') return role;
    const form =
      role.kind === 'calib'
        ? 'kitti'
        : role.kind === 'gt-json' || role.kind === 'nuscenes-table'
          ? 'layout'
          : role.form;
    if (this.form === undefined) this.form = form;
    else if (form !== this.form) {
      throw new DatasetFormatError(
        `${path}: the archive mixes ${FORM_NAMES[this.form]} with ${FORM_NAMES[form]}; use one.`,
      );
    }
    return role;
  }

  private roleOf(path: string, rest: string[]): DatasetEntryRole {
    const [first, second, third] = rest;
    if (rest.length === 1 && first === 'gt.json') return { kind: 'gt-json' };
    if (first === 'velodyne') {
      return {
        kind: 'velodyne',
        form: 'layout',
        sample: sampleOf(path, rest, 'velodyne/', '.bin'),
      };
    }
    if (first === 'label_2') {
      return { kind: 'label', form: 'layout', sample: sampleOf(path, rest, 'label_2/', '.txt') };
    }
    if (
      first === 'ImageSets' &&
      rest.length === 2 &&
      (second === 'train.txt' || second === 'val.txt')
    ) {
      return { kind: 'imageset', list: second === 'train.txt' ? 'train' : 'val' };
    }
    if (first === 'testing' || first === 'ImageSets') return { kind: 'skip' };
    if (TABLE_FOLDER.test(first!) && rest.length === 2 && second!.endsWith('.json')) {
      const table = second!.slice(0, -'.json'.length);
      if ((READ_TABLES as readonly string[]).includes(table)) {
        return { kind: 'nuscenes-table', table: table as ReadTable };
      }
      if (OTHER_TABLES.has(table)) return { kind: 'skip' };
    }
    if (first === 'training' && rest.length >= 3) {
      const sub = rest.slice(1);
      if (second === 'velodyne') {
        return {
          kind: 'velodyne',
          form: 'kitti',
          sample: sampleOf(path, sub, 'training/velodyne/', '.bin'),
        };
      }
      if (second === 'label_2') {
        return {
          kind: 'label',
          form: 'kitti',
          sample: sampleOf(path, sub, 'training/label_2/', '.txt'),
        };
      }
      if (second === 'calib') {
        return { kind: 'calib', sample: sampleOf(path, sub, 'training/calib/', '.txt') };
      }
      if (KITTI_UNUSED.has(second!) && third !== undefined) return { kind: 'skip' };
    }
    throw new DatasetFormatError(
      `${path} is not part of a dataset: an archive holds velodyne/<sample>.bin with gt.json or label_2/<sample>.txt, or KITTI's training/velodyne, training/label_2 and training/calib.`,
    );
  }
}

/** `<folder>/<sample><ext>` → sample, refusing nested files, other extensions and odd names. */
function sampleOf(path: string, rest: string[], folder: string, ext: string): string {
  const file = rest[1];
  if (rest.length !== 2 || !file!.endsWith(ext) || file!.length === ext.length) {
    throw new DatasetFormatError(`${path}: ${folder} holds only <sample>${ext} files.`);
  }
  const sample = file!.slice(0, -ext.length);
  if (!isSampleName(sample)) {
    throw new DatasetFormatError(`${path}: the sample name '${sample}' ${SAMPLE_NAME_RULE}.`);
  }
  return sample;
}

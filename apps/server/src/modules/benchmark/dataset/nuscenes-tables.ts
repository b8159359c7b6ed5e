import { DatasetFormatError } from './dataset-format-error';
import { parseJsonText } from './json-text';
import { type SamplePose, composePoses, readRigidTransform } from './sample-pose';

/*
 * nuScenes' own tables in a dataset archive (`v1.0-mini/sample_data.json`, `ego_pose.json`,
 * `calibrated_sensor.json`, as the nuScenes download has them): each sample's lidar→global
 * pose is `ego_pose ∘ calibrated_sensor` of its LIDAR_TOP key frame in sample_data, the
 * devkit's and mmdetection3d's composition. The dataset's samples are named by their nuScenes
 * sample tokens (velodyne/<token>.bin), so a submission's tokens are its sample names.
 */

/** The tables that are read; nuScenes' others are passed over when the archive has them. */
export const READ_TABLES = ['sample_data', 'ego_pose', 'calibrated_sensor'] as const;
export type ReadTable = (typeof READ_TABLES)[number];
export const OTHER_TABLES = new Set([
  'attribute',
  'category',
  'instance',
  'lidarseg',
  'log',
  'map',
  'panoptic',
  'sample',
  'sample_annotation',
  'scene',
  'sensor',
  'visibility',
]);

type Rigid = Omit<SamplePose, 'token'>;

interface LidarKeyFrame {
  egoPose: string;
  sensor: string;
}

/** What the tables hold that the poses need, gathered as each arrives (in any order). */
export class NuScenesTables {
  private lidarFrames = new Map<string, LidarKeyFrame>();
  private egoPoses = new Map<string, Rigid>();
  private sensors = new Map<string, Rigid>();
  readonly paths: Partial<Record<ReadTable, string>> = {};

  read(table: ReadTable, text: string, path: string) {
    this.paths[table] = path;
    const rows = parseJsonText(text, path);
    if (!Array.isArray(rows)) {
      throw new DatasetFormatError(`${path} must hold a list of records, as nuScenes' tables do.`);
    }
    rows.forEach((row: unknown, i) => {
      const where = `${path}[${i}]`;
      if (typeof row !== 'object' || row === null || Array.isArray(row)) {
        throw new DatasetFormatError(`${where} is ${JSON.stringify(row)}, not a record.`);
      }
      const record = row as Record<string, unknown>;
      const token = stringField(record, 'token', where);
      if (table === 'sample_data') {
        // Only the lidar's key frames carry a sample's pose; camera and radar rows are many.
        const filename = record.filename;
        if (record.is_key_frame !== true || typeof filename !== 'string') return;
        if (!filename.includes('LIDAR_TOP')) return;
        const sample = stringField(record, 'sample_token', where);
        this.lidarFrames.set(sample, {
          egoPose: stringField(record, 'ego_pose_token', where),
          sensor: stringField(record, 'calibrated_sensor_token', where),
        });
      } else {
        const map = table === 'ego_pose' ? this.egoPoses : this.sensors;
        map.set(token, readRigidTransform(record, where));
      }
    });
  }

  get any(): boolean {
    return Object.keys(this.paths).length > 0;
  }

  /** Each sample's pose, its name being its sample token; the first gap is refused. */
  poses(samples: readonly string[]): Record<string, SamplePose> {
    for (const table of READ_TABLES) {
      if (!this.paths[table]) {
        const [some] = Object.values(this.paths);
        const folder = some!.slice(0, some!.lastIndexOf('/') + 1);
        throw new DatasetFormatError(
          `The archive has nuScenes tables but no ${folder}${table}.json; the poses need sample_data, ego_pose and calibrated_sensor.`,
        );
      }
    }
    const poses: Record<string, SamplePose> = {};
    for (const sample of samples) {
      const frame = this.lidarFrames.get(sample);
      if (!frame) {
        throw new DatasetFormatError(
          `${this.paths.sample_data} has no LIDAR_TOP key frame of sample '${sample}'; with nuScenes tables, each velodyne/<sample>.bin is named by its nuScenes sample token.`,
        );
      }
      const egoPose = this.egoPoses.get(frame.egoPose);
      if (!egoPose) {
        throw new DatasetFormatError(
          `${this.paths.ego_pose} has no ego pose '${frame.egoPose}' (sample '${sample}').`,
        );
      }
      const sensor = this.sensors.get(frame.sensor);
      if (!sensor) {
        throw new DatasetFormatError(
          `${this.paths.calibrated_sensor} has no calibrated sensor '${frame.sensor}' (sample '${sample}').`,
        );
      }
      poses[sample] = { ...composePoses(egoPose, sensor), token: sample };
    }
    return poses;
  }
}

function stringField(record: Record<string, unknown>, field: string, where: string): string {
  const value = record[field];
  if (typeof value !== 'string') {
    throw new DatasetFormatError(
      `${where} has ${field} = ${value === undefined ? 'undefined' : JSON.stringify(value)}, not a token.`,
    );
  }
  return value;
}

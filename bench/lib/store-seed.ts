import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';

/** The words the seeded algorithms are made of (the searches use them too). */
export const WORDS = [
  'lidar',
  'camera',
  'radar',
  'ndt',
  'ekf',
  'mpc',
  'pursuit',
  'lattice',
  'yolo',
  'pointpillars',
  'centerpoint',
  'euclidean',
  'voxel',
  'occupancy',
  'traffic',
  'lane',
  'pedestrian',
  'gnss',
  'imu',
  'odometry',
  'slam',
  'costmap',
  'trajectory',
  'planner',
  'controller',
  'detector',
  'tracker',
  'fusion',
  'segmentation',
  'calibration',
];

/**
 * Seeds `count` algorithms, each with one version (platforms, ROS distribution, GPU, installs
 * varied), in a few statements straight into the tables: the catalogue a search runs over.
 */
export async function seedAlgorithms(database: Database, count: number): Promise<void> {
  const { db } = database;
  const words = sql.raw(`array[${WORDS.map((word) => `'${word}'`).join(', ')}]`);
  const n = WORDS.length;
  await db.execute(sql`
    insert into store_algorithms
      (name, title, summary, category, tags, license, readme, installs, created_at, updated_at)
    select
      'bench-' || w[1 + i % ${n}] || '-' || w[1 + (i / ${n}) % ${n}] || '-' || i,
      initcap(w[1 + i % ${n}]) || ' ' || w[1 + (i / ${n}) % ${n}] || ' ' || i,
      'A ' || w[1 + (i * 7) % ${n}] || ' component for ' || w[1 + (i * 11) % ${n}]
        || ' and ' || w[1 + (i * 13) % ${n}] || ' pipelines.',
      (array['sensing', 'localization', 'perception', 'planning', 'control', 'simulator'])[1 + i % 6],
      array[w[1 + i % ${n}], w[1 + (i * 3) % ${n}]],
      (array['Apache-2.0', 'MIT', 'BSD-3-Clause', 'GPL-3.0-only', 'Proprietary'])[1 + i % 5],
      '# ' || w[1 + i % ${n}] || E'\n\n' || repeat('The ' || w[1 + (i * 17) % ${n}]
        || ' stage reads sensor data and publishes its results for the '
        || w[1 + (i * 19) % ${n}] || ' stage of the stack. ', 6),
      (i * 37) % 500,
      now() - make_interval(secs => i),
      now() - make_interval(secs => i)
    from (select ${words} as w) as vocabulary, generate_series(1, ${count}) as i`);
  await db.execute(sql`
    insert into store_versions
      (algorithm_id, version, major, minor, patch, image, platforms, ros_distro, gpu,
       interface, run, installs)
    select a.id, '1.' || (a.id % 10) || '.0', 1, a.id % 10, 0,
      'registry.example.com/bench/' || a.name || '@sha256:' || md5(a.name) || md5(a.title),
      case a.id % 3 when 0 then array['linux/amd64'] when 1 then array['linux/arm64']
        else array['linux/amd64', 'linux/arm64'] end,
      (array['humble', 'jazzy', 'iron', null])[1 + a.id % 4],
      a.id % 5 = 0,
      '{"inputs": [], "outputs": [], "parameters": []}'::jsonb, '["node", "main.js"]'::jsonb,
      a.installs
    from store_algorithms a where a.name like 'bench-%'`);
  await db.execute(sql`
    update store_algorithms a set latest_version_id = v.id
    from store_versions v where v.algorithm_id = a.id and a.name like 'bench-%'`);
}

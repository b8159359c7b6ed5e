import { sql } from 'drizzle-orm';
import { startServer } from '../../test-support/studio/harness';
import { seedAlgorithms } from '../../bench/store';
import { rowsOf } from './src/db/rows';
const server = await startServer();
await seedAlgorithms(server.database, 10_000);
const db = server.database.db;
await db.execute(sql`analyze`);
const explain = async (label: string, q: ReturnType<typeof sql>) => {
  const rows = await rowsOf<Record<string, string>>(db, sql`explain analyze ${q}`);
  console.log('---', label); console.log(rows.map((r) => Object.values(r)[0]).join('\n'));
};
const wq = sql`websearch_to_tsquery('english', 'lidar')`;
await explain('or-ilike', sql`select count(*) from store_algorithms a where a.search @@ ${wq} or a.search @@ to_tsquery('english', 'lidar:*') or a.name ilike '%lidar%' or a.title ilike '%lidar%'`);
await explain('index-friendly', sql`select count(*) from store_algorithms a where a.search @@ ${wq} or a.search @@ to_tsquery('english', 'lidar:*') or a.name like 'lidar%'`);
await explain('all facets no q', sql`with m as (select a.category, a.license, v.platforms, v.ros_distro, v.gpu from store_algorithms a left join store_versions v on v.id = a.latest_version_id) select category, count(*) from m group by category union all select p, count(*) from m cross join lateral unnest(m.platforms) p group by p`);
await server.close();

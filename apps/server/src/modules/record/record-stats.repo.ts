import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { projects, records, users } from '../../db/schema';
import { type RecordFilter, filterSql, recordTime } from './record-filter';

export interface Totals {
  records: number;
  hours: number;
  km: number;
  bytes: number;
}

/** The same four figures for any group; casts keep drivers from answering numbers as text. */
const totals = sql`count(*)::int as records,
  coalesce(sum(${records.durationS}), 0)::float8 / 3600 as hours,
  coalesce(sum(${records.distanceM}), 0)::float8 / 1000 as km,
  coalesce(sum(${records.size}), 0)::float8 as bytes`;

export function createRecordStatsRepo(db: Db) {
  return {
    /** Totals of the records that pass the filter, overall and by vehicle, project, category, month. */
    async stats(filter: RecordFilter) {
      const where = filterSql(filter) ?? sql`true`;
      const grouped = <T>(key: SQL, groupBy: SQL, order: SQL, join: SQL = sql``) =>
        rowsOf<T & Totals>(
          db,
          sql`select ${key}, ${totals} from ${records} ${join} where ${where}
            group by ${groupBy} order by ${order}`,
        );
      const [all] = await rowsOf<Totals>(db, sql`select ${totals} from ${records} where ${where}`);
      const byVehicle = await grouped<{ vehicle: string }>(
        sql`${records.vehicle} as vehicle`,
        sql`${records.vehicle}`,
        sql`bytes desc, vehicle`,
      );
      const byProject = await grouped<{ project: string }>(
        sql`coalesce(${projects.title}, '') as project`,
        sql`${records.projectId}, ${projects.title}`,
        sql`bytes desc, project`,
        sql`left join ${projects} on ${projects.id} = ${records.projectId}`,
      );
      const byCategory = await grouped<{ key: string; value: string }>(
        sql`c.key as key, c.value as value`,
        sql`c.key, c.value`,
        sql`c.key, records desc, c.value`,
        sql`cross join lateral jsonb_each_text(${records.categories}) as c(key, value)`,
      );
      const byMonth = await grouped<{ month: string }>(
        sql`to_char(${recordTime} at time zone 'UTC', 'YYYY-MM') as month`,
        sql`1`,
        sql`month`,
      );
      return {
        totals: all ?? { records: 0, hours: 0, km: 0, bytes: 0 },
        by_vehicle: byVehicle,
        by_project: byProject,
        by_category: byCategory,
        by_month: byMonth,
      };
    },

    /** Every user who stores records: how many and how many bytes, the largest first. */
    async storage() {
      return rowsOf<{
        user_id: number;
        username: string;
        email: string;
        records: number;
        bytes: number;
      }>(
        db,
        sql`select ${users.id} as user_id, ${users.username} as username, ${users.email} as email,
          count(*)::int as records, coalesce(sum(${records.size}), 0)::float8 as bytes
          from ${records} join ${users} on ${users.id} = ${records.ownerId}
          group by ${users.id} order by bytes desc, ${users.id}`,
      );
    },
  };
}
export type RecordStatsRepo = ReturnType<typeof createRecordStatsRepo>;

import type { RecordDetail, RecordFormat, RecordSummary, SharedRecord } from '@ads/contract';
import type { RecordDetailRow, RecordSummaryRow } from './record.repo';

/** The list form of a record: what the index found, the classification and who owns it. */
export function toRecordSummary(row: RecordSummaryRow): RecordSummary {
  return {
    id: row.id,
    name: row.name,
    format: row.format as RecordFormat,
    size: row.size,
    owner: { id: row.ownerId, username: row.ownerName },
    project:
      row.projectId !== null && row.projectTitle !== null
        ? { id: row.projectId, title: row.projectTitle }
        : null,
    vehicle: row.vehicle,
    pc: row.pcId !== null && row.pcName !== null ? { id: row.pcId, name: row.pcName } : null,
    ...recordTimes(row),
    duration_s: row.durationS,
    message_count: row.messageCount,
    topic_count: row.topicCount,
    distance_m: row.distanceM,
    avg_speed_mps: row.avgSpeedMps,
    max_speed_mps: row.maxSpeedMps,
    categories: row.categories,
    tags: row.tags,
    shared: row.shareToken !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The detail adds the index's topics, route and speed, the suggestions and the share link. */
export function toRecordDetail(row: RecordDetailRow, shareUrl: string | null): RecordDetail {
  return {
    ...toRecordSummary(row),
    topics: row.topics,
    route: row.route,
    route_source: row.routeSource as RecordDetail['route_source'],
    speed: row.speed,
    suggestions: row.suggestions,
    share_url: shareUrl,
  };
}

/** What a share link's holder sees of a record: the file's own facts, none of the owner's. */
export function toSharedRecord(detail: RecordDetail, shareUrl: string): SharedRecord {
  const { name, format, size, clock, start, end, start_ns, end_ns, duration_s } = detail;
  const { message_count, topic_count, distance_m, avg_speed_mps, max_speed_mps } = detail;
  const { topics, route, route_source, speed } = detail;
  return {
    ...{ name, format, size, clock, start, end, start_ns, end_ns, duration_s },
    ...{ message_count, topic_count, distance_m, avg_speed_mps, max_speed_mps },
    ...{ topics, route, route_source, speed },
    share_url: shareUrl,
  };
}

/**
 * A record's times: `start`/`end` as instants (a simulation's near 1970, told by `clock`), and the
 * exact nanoseconds of the file. Records indexed before the nanoseconds were kept have only the
 * wall-clock columns, or nothing for a simulation's clock.
 */
function recordTimes(
  row: Pick<RecordSummaryRow, 'startAt' | 'endAt' | 'startNs' | 'endNs'>,
): Pick<RecordSummary, 'start' | 'end' | 'start_ns' | 'end_ns' | 'clock'> {
  const instant = (at: Date | null, ns: bigint | null) =>
    at?.toISOString() ?? (ns === null ? null : new Date(Number(ns / 1_000_000n)).toISOString());
  return {
    clock: row.startAt ? 'wall' : 'simulation',
    start: instant(row.startAt, row.startNs),
    end: instant(row.endAt, row.endNs),
    start_ns: row.startNs?.toString() ?? null,
    end_ns: row.endNs?.toString() ?? null,
  };
}

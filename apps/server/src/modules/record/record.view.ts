import type { RecordDetail, RecordFormat, RecordSummary } from '@ads/contract';
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
    start: row.startAt?.toISOString() ?? null,
    end: row.endAt?.toISOString() ?? null,
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

/*
 * The importer's findings. A broken file can repeat one mistake a million times; past a limit
 * per code the rest are only counted, and one closing finding says how many were left out, so
 * the list stays readable and the import stays fast.
 */
import type { FindingSeverity, MapFinding, OsmType } from './osm';

const DETAILED_PER_CODE = 100;

interface Overflow {
  severity: FindingSeverity;
  count: number;
}

export class FindingLog {
  private readonly list: MapFinding[] = [];
  private readonly perCode = new Map<string, number>();
  private readonly overflow = new Map<string, Overflow>();

  /** `message` may be a function so that messages past the limit are never composed. */
  add(
    severity: FindingSeverity,
    code: string,
    message: string | (() => string),
    element?: { id: number; type: OsmType },
  ): void {
    const seen = this.perCode.get(code) ?? 0;
    this.perCode.set(code, seen + 1);
    if (seen >= DETAILED_PER_CODE) {
      const extra = this.overflow.get(code);
      if (extra === undefined) this.overflow.set(code, { severity, count: 1 });
      else extra.count += 1;
      return;
    }
    const finding: MapFinding = {
      severity,
      code,
      element_id: element?.id ?? 0,
      message: typeof message === 'string' ? message : message(),
    };
    if (element !== undefined) finding.element_type = element.type;
    this.list.push(finding);
  }

  findings(): MapFinding[] {
    const summaries: MapFinding[] = [];
    for (const [code, { severity, count }] of this.overflow) {
      summaries.push({
        severity,
        code,
        element_id: 0,
        message: `${count} more '${code}' findings like the ones above are not listed.`,
      });
    }
    return [...this.list, ...summaries];
  }
}

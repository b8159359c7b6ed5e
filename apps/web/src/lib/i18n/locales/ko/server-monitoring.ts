/**
 * The Korean of the sentences the server answers in FMS
 * (lib/i18n/server-text.ts reads them with the others in server.ts). Keyed by the English the
 * server answers, word for word. With them, the vehicle's sentences only FMS shows (why a tele-op
 * command was dropped, why a mode change fell back); those HMI shows too (mode availability,
 * faults, refusals) are in server-hmi.ts.
 */
export const MONITORING_SERVER_KO: Record<string, string> = {
  // The fleet module (apps/server/src/modules/fleet).
  'No such PC.': '해당 PC가 없습니다.',
  'Must be a time between 1970 and 9999.': '1970년과 9999년 사이의 시각이어야 합니다.',
  'Must not be after to.': '끝 시각보다 늦을 수 없습니다.',
  // Tele-op (teleop-gate.ts).
  'The vehicle is measuring the link to this window: commands apply once an echo has come back.':
    '차량이 이 창과의 통신을 측정하고 있습니다. 응답이 돌아오면 명령이 적용됩니다.',
  'The clock of this window changed: the vehicle measures the link again before it drives.':
    '이 창의 시계가 바뀌었습니다. 차량이 운전 전에 통신을 다시 측정합니다.',
};

/** Sentences with a number or a name in them: a pattern and its Korean. */
export const MONITORING_SERVER_KO_PATTERNS: Array<[RegExp, (...parts: string[]) => string]> = [
  [
    /^(\w+) was not engaged within (\d+) s$/,
    (mode, seconds) => `${seconds}초 안에 ${mode} 모드로 전환되지 않음`,
  ],
  [
    /^(\w+) was not engaged within (\d+) s, and (\w+) is not available: STOP$/,
    (mode, seconds, from) =>
      `${seconds}초 안에 ${mode} 모드로 전환되지 않았고 ${from} 모드를 쓸 수 없어 STOP`,
  ],
  [
    /^The command was (\d+) ms old when the vehicle read it \(the limit is (\d+) ms\): not applied\.$/,
    (age, limit) =>
      `차량이 읽었을 때 명령이 이미 ${age} ms 지나 있어(한도 ${limit} ms) 적용하지 않았습니다.`,
  ],
  [
    /^Command (\d+) came after command (\d+), which was applied: not applied\.$/,
    (seq, last) => `명령 ${seq}이(가) 이미 적용된 명령 ${last}보다 늦게 와서 적용하지 않았습니다.`,
  ],
  [
    /^The round trip to the vehicle is (\d+) ms, over the (\d+) ms limit: driving is refused until the link is faster\.$/,
    (ms, limit) =>
      `차량까지 왕복 시간이 ${ms} ms로 한도 ${limit} ms를 넘습니다. 통신이 빨라질 때까지 운전할 수 없습니다.`,
  ],
];

/** What the catalogue loader registers with the namespaces that need it (server-sentences.ts). */
export default { exact: MONITORING_SERVER_KO, patterns: MONITORING_SERVER_KO_PATTERNS };

/**
 * The Korean of the sentences ADS Education's server, scoring job and simulator answer a
 * learner or an admin (lib/i18n/server-text.ts reads them with the others in server.ts).
 * Keyed by the English the server answers, word for word.
 */
export const EDUCATION_SERVER_KO: Record<string, string> = {
  'No such challenge.': '그런 챌린지가 없습니다.',
  'No such submission.': '그런 제출이 없습니다.',
  'The challenge was created.': '챌린지를 만들었습니다.',
  'Submitted: it is in the queue.': '제출했습니다. 대기열에 들어갔습니다.',
  'This challenge is not open for submissions now.': '이 챌린지는 지금 제출을 받지 않습니다.',
  'This is a perception challenge: upload a predictions file, not code.':
    '인지 챌린지입니다. 코드가 아니라 예측 파일을 올리세요.',
  'This is a driving challenge: submit a controller\u2019s code, not a predictions file.':
    '주행 챌린지입니다. 예측 파일이 아니라 컨트롤러 코드를 제출하세요.',
  'This submission is not scored yet: its replays come with its scores.':
    '아직 채점되지 않은 제출입니다. 리플레이는 점수와 함께 나옵니다.',
  'This submission has no replay: its evaluation drove no episode.':
    '이 제출에는 리플레이가 없습니다. 채점에서 주행한 에피소드가 없습니다.',
  'This episode has no replay: the code did not load.':
    '이 에피소드에는 리플레이가 없습니다. 코드를 불러오지 못했습니다.',
  'No submission of this challenge has been scored: there is nothing to score again.':
    '이 챌린지에는 채점된 제출이 없어 다시 채점할 것이 없습니다.',
  'A date is not valid.': '올바르지 않은 날짜가 있습니다.',
  'Give a date and time (ISO 8601).': '날짜와 시간을 입력하세요(ISO 8601).',
  'The challenge closes before it opens.': '챌린지가 시작하기 전에 마감됩니다.',
  'Must be after opens_at.': '시작 시각보다 뒤여야 합니다.',
  'A score is ranked by twice.': '같은 점수가 순위 기준에 두 번 있습니다.',
  'Name each score once.': '점수마다 한 번만 고르세요.',
  'Add at least one episode.': '에피소드를 하나 이상 추가하세요.',
  'Leave the episodes out.': '에피소드를 넣지 마세요.',
  'Choose an imported AI Benchmark dataset.': '가져온 AI Benchmark 데이터셋을 고르세요.',
  'The kind cannot change.': '종류는 바꿀 수 없습니다.',
  'The code did not load.': '코드를 불러오지 못했습니다.',
  'The evaluation was stopped.': '채점이 중단되었습니다.',
  'This submission has no predictions file for this challenge.':
    '이 제출에는 이 챌린지의 예측 파일이 없습니다.',
  'Write a controller first.': '먼저 컨트롤러를 작성하세요.',
  'The car hit a stopped car.': '차가 멈춘 차와 부딪혔습니다.',
  'The code must be a module (top-level await is not supported).':
    '코드는 모듈이어야 합니다(최상위 await는 지원하지 않습니다).',
};

/** Those with a number or a name in them. */
export const EDUCATION_SERVER_KO_PATTERNS: ReadonlyArray<
  readonly [RegExp, (...parts: string[]) => string]
> = [
  [
    /^You have used the (\d+) attempts of the last 24 hours for this challenge\.$/,
    (n) => `이 챌린지의 최근 24시간 제출 ${n}번을 모두 사용했습니다.`,
  ],
  [
    /^The car left the road ([\d.]+) m from its lane\.$/,
    (m) => `차가 차로에서 ${m} m 벗어나 도로를 이탈했습니다.`,
  ],
  [
    /^The evaluation took longer than (\d+) s and was stopped\.$/,
    (s) => `채점이 ${s}초를 넘어 중단되었습니다.`,
  ],
  [
    /^The evaluation waited longer than (\d+) s for the server and was stopped\.$/,
    (s) => `채점이 서버를 ${s}초 넘게 기다려 중단되었습니다.`,
  ],
];

/** What the catalogue loader registers with the namespaces that need it (server-sentences.ts). */
export default { exact: EDUCATION_SERVER_KO, patterns: EDUCATION_SERVER_KO_PATTERNS };

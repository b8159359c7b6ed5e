import { BENCH_QUEUE_REFUSED } from '@ads/contract';

/**
 * The Korean of the sentences the server answers in AI Benchmark
 * (lib/i18n/server-text.ts reads them with the others in server.ts). Keyed by the English the
 * server answers, word for word.
 */
export const BENCHMARK_SERVER_KO: Record<string, string> = {
  [BENCH_QUEUE_REFUSED]: 'AI Benchmark가 켜진 관리자만 대기열을 볼 수 있습니다.',
  // The baseline's name (bench-jobs.ts BASELINE_NAME), shown on its leaderboard row and page.
  'Lidar clustering, no learning': '라이다 군집화, 학습 없음',
  // Answers and progress.
  'Submitted.': '제출했습니다.',
  'Generating.': '생성하는 중입니다.',
  'Importing.': '가져오는 중입니다.',
  'Dataset deleted.': '데이터셋을 삭제했습니다.',
  'Keeping the ground truth.': '정답 데이터를 저장하는 중입니다.',
  'Running the baseline detector.': '베이스라인 검출기를 실행하는 중입니다.',
  'nuScenes metrics.': 'nuScenes 지표를 계산하는 중입니다.',
  'KITTI metrics.': 'KITTI 지표를 계산하는 중입니다.',
  // Refusals.
  'No such dataset.': '그런 데이터셋이 없습니다.',
  'No such submission.': '그런 제출이 없습니다.',
  'No such frame in this dataset.': '이 데이터셋에 그런 프레임이 없습니다.',
  'No such frame in this split.': '이 분할에 그런 프레임이 없습니다.',
  'This dataset is not imported yet.': '이 데이터셋은 아직 가져오지 않았습니다.',
  'This submission is being evaluated already.': '이 제출은 이미 평가 중입니다.',
  'The predictions file did not arrive whole. Send it again.':
    '예측 파일이 모두 도착하지 않았습니다. 다시 보내세요.',
  'Send the predictions file as the request body.': '예측 파일을 요청 본문으로 보내세요.',
  'The predictions file must hold an object {"pred": [...]} or a nuScenes submission {"meta": {...}, "results": {...}}.':
    '예측 파일에는 {"pred": [...]} 객체나 nuScenes 제출 형식 {"meta": {...}, "results": {...}}이 있어야 합니다.',
  'This dataset has no sample poses, so nuScenes boxes in the global frame cannot be scored; submit boxes in the lidar frame (the studio’s {"pred": [...]} format, or "frame": "lidar" in the submission’s meta), or ask the admin to import the dataset with its poses.':
    '이 데이터셋에는 샘플 자세가 없어 전역 좌표계의 nuScenes 박스를 채점할 수 없습니다. 라이다 좌표계의 박스를 제출하거나(스튜디오의 {"pred": [...]} 형식, 또는 제출 파일의 meta에 "frame": "lidar"), 관리자에게 자세와 함께 데이터셋을 가져와 달라고 요청하세요.',
  'The predictions file’s "results" must map each sample token to a list of boxes.':
    '예측 파일의 "results"는 샘플 토큰마다 박스 목록을 대응시켜야 합니다.',
  'The example file is not made yet: the baseline detector runs after each import. Try again in a minute.':
    '예시 파일이 아직 없습니다. 가져오기가 끝날 때마다 베이스라인 검출기가 실행됩니다. 1분 뒤에 다시 시도하세요.',
  'The task was stopped.': '작업이 중지되었습니다.',
  'A score is not a number.': '점수가 숫자가 아닙니다.',
  'Box sizes (l, w, h) must be greater than 0.': '박스 크기(l, w, h)는 0보다 커야 합니다.',
  'The archive is empty (0 bytes).': '압축 파일이 비어 있습니다(0바이트).',
  'The file is neither a .tar, a .tar.gz nor a .zip archive.':
    '.tar, .tar.gz, .zip 압축 파일이 아닙니다.',
  'The archive ends in the middle of a file: it is truncated.':
    '압축 파일이 파일 중간에서 끝납니다. 잘린 파일입니다.',
  'The archive has no ground truth: neither gt.json nor label_2/<sample>.txt files.':
    '압축 파일에 정답 데이터가 없습니다. gt.json도 label_2/<sample>.txt 파일도 없습니다.',
  'The challenge’s dataset is not available.': '챌린지의 데이터셋을 사용할 수 없습니다.',
  'The challenge’s dataset is no longer available.':
    '챌린지의 데이터셋을 더 이상 사용할 수 없습니다.',
};

/** A size as the server writes it ('12.3 MB', '512 bytes'), in Korean. */
const size = (text: string) => text.replace(/^(\d+) bytes$/, '$1바이트');

/** Sentences with a number or a name in them: a pattern and its Korean. */
export const BENCHMARK_SERVER_KO_PATTERNS: Array<[RegExp, (...parts: string[]) => string]> = [
  [
    /^Reading the archive: (.+) of (.+)\.$/,
    (read, total) => `압축 파일을 읽는 중: ${size(total)} 중 ${size(read)}.`,
  ],
  [
    /^Generated (\d+) of (\d+) frames\.$/,
    (done, all) => `프레임 ${all}개 중 ${done}개를 생성했습니다.`,
  ],
  [
    /^You have made (\d+) test-split submissions to this dataset today, the most a day allows \((\d+)\)\. Try again tomorrow \(UTC\), or submit on val\.$/,
    (used) =>
      `오늘 이 데이터셋의 테스트 분할에 ${used}회 제출해 하루 한도에 도달했습니다. 내일(UTC) 다시 시도하거나 검증 분할에 제출하세요.`,
  ],
  [
    /^The predictions file is (.+); at most (.+) is allowed\.$/,
    (actual, max) => `예측 파일이 ${size(actual)}입니다. 최대 ${size(max)}까지 허용됩니다.`,
  ],
  [
    /^The predictions file is larger than (\d+) MB\.$/,
    (max) => `예측 파일이 ${max} MB보다 큽니다.`,
  ],
  [
    /^Sample "(.*)" has more than (\d+) predicted boxes\.$/,
    (sample, max) => `"${sample}" 프레임의 예측 박스가 ${max}개를 넘습니다.`,
  ],
  [/^Unknown class "(.*)"\.$/, (name) => `알 수 없는 클래스 "${name}"입니다.`],
  [
    /^The benchmark worker stopped \(exit code (-?\d+)\)\.$/,
    (code) => `벤치마크 작업 프로세스가 멈췄습니다(종료 코드 ${code}).`,
  ],
  // A box of a predictions or ground-truth file: `pred[3]`, `<file> line 12`.
  [
    /^(pred\[\d+\]|.+ line \d+) has an unknown class '(.*)' \((.*)\)\.$/,
    (where, name, known) => `${where}의 클래스 '${name}'을(를) 알 수 없습니다(${known}).`,
  ],
  [
    /^(pred\[\d+\]|.+ line \d+) has no (\w+)\.$/,
    (where, field) => `${where}에 ${field} 값이 없습니다.`,
  ],
  [
    /^The predictions file is not valid JSON \((.*)\)\.(.*)$/,
    (reason, hint) =>
      `예측 파일이 올바른 JSON이 아닙니다(${reason}).${hint ? ' NaN과 Infinity는 JSON이 아닙니다. 모르는 속도는 빼거나 null로 쓰세요.' : ''}`,
  ],
  [
    /^(results\[".*"\]): sample token '(.*)' is not a sample of the (\w+) split; this dataset keeps no nuScenes tokens, so a token must be the sample's name \(as '(.*)'\)\.$/,
    (where, token, split, example) =>
      `${where}: 샘플 토큰 '${token}'은(는) ${split} 분할의 샘플이 아닙니다. 이 데이터셋에는 nuScenes 토큰이 없으므로 토큰은 샘플 이름이어야 합니다(예: '${example}').`,
  ],
  [
    /^The predictions file's meta has frame = (.*); it must be "global" \(nuScenes' own, the default\) or "lidar"\.$/,
    (frame) =>
      `예측 파일 meta의 frame이 ${frame}입니다. "global"(nuScenes 기본값) 또는 "lidar"여야 합니다.`,
  ],
  [
    /^(results\[".*"\]): sample token '(.*)' is not a sample of the (\w+) split\.$/,
    (where, token, split) =>
      `${where}: 샘플 토큰 '${token}'은(는) ${split} 분할의 샘플이 아닙니다.`,
  ],
  [
    /^(.+) appears twice in the archive\.$/,
    (path) => `${path}이(가) 압축 파일에 두 번 들어 있습니다.`,
  ],
];

/** What the catalogue loader registers with the namespaces that need it (server-sentences.ts). */
export default { exact: BENCHMARK_SERVER_KO, patterns: BENCHMARK_SERVER_KO_PATTERNS };

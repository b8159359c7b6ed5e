/**
 * The Korean of the sentences the server answers in Data Management
 * (lib/i18n/server-text.ts reads them with the others in server.ts). Keyed by the English the
 * server answers, word for word: the record module (apps/server/src/modules/record), its
 * upload endpoint (files/tus) and indexer (files/indexer), the contract's checks of a record,
 * and what the browser's upload and a PC's agent say of an upload.
 */
export const STATISTICS_SERVER_KO: Record<string, string> = {
  // Saved, shared, deleted.
  'The record was saved.': '기록을 저장했습니다.',
  'The record was deleted.': '기록을 삭제했습니다.',
  'Anyone with the link can download it.': '링크가 있는 사람은 누구나 다운로드할 수 있습니다.',
  'The link no longer works.': '이제 링크가 작동하지 않습니다.',
  // Not found, refused.
  'No such record.': '그런 기록이 없습니다.',
  'No such project.': '그런 프로젝트가 없습니다.',
  "The record's project has no map.": '기록의 프로젝트에 지도가 없습니다.',
  'This download link is not valid: it has expired, was revoked, or the record was deleted.':
    '유효하지 않은 다운로드 링크입니다. 만료되었거나 취소되었거나 기록이 삭제되었습니다.',
  'This share link is not valid: it was revoked, or the record was deleted.':
    '유효하지 않은 공유 링크입니다. 공유가 취소되었거나 기록이 삭제되었습니다.',
  'This share link has no file to read.': '이 공유 링크에는 읽을 파일이 없습니다.',
  'The requested range is outside the file.': '요청한 범위가 파일을 벗어납니다.',
  'The file of this record is missing. Ask an administrator.':
    '이 기록의 파일이 없습니다. 관리자에게 문의하세요.',
  'Unknown topic.': '알 수 없는 토픽입니다.',
  'Not a numeric field.': '숫자 필드가 아닙니다.',
  'No poses.': '포즈가 없습니다.',
  'Unknown category.': '알 수 없는 분류입니다.',
  // The contract's checks of a record's change.
  'A tag cannot be empty.': '태그는 비워 둘 수 없습니다.',
  'A tag has at most 40 characters.': '태그는 40자까지입니다.',
  'At most 20 tags.': '태그는 20개까지입니다.',
  'Change at least one field.': '한 항목 이상 바꾸세요.',
  'Use key:value, e.g. weather:Rain.': '키:값 형식으로 쓰세요.',
  // Uploads.
  'Name the file: Upload-Metadata needs a filename.':
    '파일 이름이 필요합니다: 업로드 메타데이터에 파일 이름이 없습니다.',
  'Must be a positive whole number.': '양의 정수여야 합니다.',
  'Only administrators upload benchmark datasets.':
    '벤치마크 데이터셋은 관리자만 업로드할 수 있습니다.',
  'At most 100 characters, without control characters.': '제어 문자 없이 100자까지입니다.',
  'No such upload.': '그런 업로드가 없습니다.',
  'No such finished upload.': '완료된 업로드 중에 그런 것이 없습니다.',
  'The account, project or PC of this upload was deleted meanwhile.':
    '그사이 이 업로드의 계정, 프로젝트 또는 PC가 삭제되었습니다.',
  'This upload is being indexed. Try again soon.':
    '이 업로드를 색인하고 있습니다. 잠시 뒤 다시 시도하세요.',
  'This upload is being indexed already.': '이 업로드는 이미 색인 중입니다.',
  'This upload is complete already.': '이 업로드는 이미 끝났습니다.',
  'The file is larger than the upload limit.': '파일이 업로드 한도보다 큽니다.',
  'Another request is using this upload. Try again.':
    '다른 요청이 이 업로드를 쓰고 있습니다. 다시 시도하세요.',
  'This PC is not registered.': '등록되지 않은 PC입니다.',
  'The account of this PC is disabled.': '이 PC의 계정이 비활성화되었습니다.',
  'The upload lost its connection to the studio.': '업로드 중 스튜디오와의 연결이 끊겼습니다.',
  // The indexer's refusals.
  'The record file cannot be opened.': '기록 파일을 열 수 없습니다.',
  'The record file cannot be read.': '기록 파일을 읽을 수 없습니다.',
  'The file is empty.': '빈 파일입니다.',
  'The file is not an MCAP or ROS 1 bag record.': 'MCAP 또는 ROS 1 bag 기록 파일이 아닙니다.',
  'The record has no messages.': '기록에 메시지가 없습니다.',
  // A PC's agent.
  'The agent stopped; ask again to resume the upload.':
    '에이전트가 멈췄습니다. 업로드를 이어 가려면 다시 요청하세요.',
};

/** Why a record file is damaged (the indexer's reasons), for the sentence that says so. */
const DAMAGE_KO: Record<string, string> = {
  'it ends early, so the file is truncated': '파일이 일찍 끝납니다. 잘린 파일입니다',
  'it ends in the middle of a record, so the file is truncated':
    '레코드 중간에 끝납니다. 잘린 파일입니다',
  'it ends before its closing footer, so the file is truncated':
    '닫는 푸터 전에 끝납니다. 잘린 파일입니다',
  'a checksum does not match, so part of its data was changed':
    '체크섬이 맞지 않습니다. 데이터 일부가 바뀌었습니다',
  'its summary does not match its checksum, so part of it was changed':
    '요약이 체크섬과 맞지 않습니다. 일부가 바뀌었습니다',
  'its data section has no end record, so part of the file is missing':
    '데이터 영역에 끝 레코드가 없습니다. 파일 일부가 빠졌습니다',
  'its first record is not a header': '첫 레코드가 헤더가 아닙니다',
  'its first record is not a bag header': '첫 레코드가 bag 헤더가 아닙니다',
  'its header cannot be read': '헤더를 읽을 수 없습니다',
  'its header points outside the file, so the file is truncated or changed':
    '헤더가 파일 밖을 가리킵니다. 잘렸거나 바뀐 파일입니다',
  'its footer points outside the file': '푸터가 파일 밖을 가리킵니다',
  'a message is cut short': '메시지가 중간에 끊겼습니다',
  'a record in a chunk is cut short': '청크 안의 레코드가 중간에 끊겼습니다',
  'a record in a chunk runs past the chunk': '청크 안의 레코드가 청크를 넘어갑니다',
  'a chunk holds another size of records than it states':
    '청크의 레코드 크기가 명시된 크기와 다릅니다',
};

/** The categories' names, for the sentence that names one (the page's own words, statistics.ts). */
const CATEGORY_KO: Record<string, string> = {
  Weather: '날씨',
  'Road type': '도로 유형',
  'Time of day': '시간대',
  Scenario: '시나리오',
  'Sensor setup': '센서 구성',
};

const FORMAT_KO: Record<string, string> = {
  'an MCAP record': 'MCAP 기록',
  'a ROS 1 bag': 'ROS 1 bag',
};

/** Sentences with a number or a name in them: a pattern and its Korean. */
export const STATISTICS_SERVER_KO_PATTERNS: Array<[RegExp, (...parts: string[]) => string]> = [
  [
    /^The (MCAP|bag) file is damaged: (.+)\.$/,
    (format, reason) => `${format} 파일이 손상되었습니다: ${DAMAGE_KO[reason!] ?? reason}.`,
  ],
  [
    /^The (MCAP|bag) file uses the compression "(.+)", which the server cannot read\.$/,
    (format, compression) =>
      `${format} 파일이 서버가 읽을 수 없는 압축 방식 "${compression}"을(를) 씁니다.`,
  ],
  [
    /^ROS bag version (.+) is not supported; record or convert it as a ROS 1 bag v2\.0 or MCAP\.$/,
    (version) =>
      `ROS bag 버전 ${version}은(는) 지원하지 않습니다. ROS 1 bag v2.0 또는 MCAP으로 기록하거나 변환하세요.`,
  ],
  [
    /^The file is not (an MCAP record|a ROS 1 bag) as expected, but (an MCAP record|a ROS 1 bag)\.$/,
    (expected, found) =>
      `예상한 ${FORMAT_KO[expected!]} 파일이 아니라 ${FORMAT_KO[found!]} 파일입니다.`,
  ],
  [/^The record has no topic "(.+)"\.$/, (topic) => `기록에 "${topic}" 토픽이 없습니다.`],
  [/^The topic "(.+)" holds no poses\.$/, (topic) => `"${topic}" 토픽에 포즈가 없습니다.`],
  [
    /^The topic "(.+)" has no numeric field "(.+)"\.$/,
    (topic, field) => `"${topic}" 토픽에 숫자 필드 "${field}"이(가) 없습니다.`,
  ],
  [
    /^The topic "(.+)" is encoded as "(.+)" with a schema the server cannot decode\.$/,
    (topic, encoding) =>
      `"${topic}" 토픽은 서버가 해석할 수 없는 스키마의 "${encoding}" 인코딩입니다.`,
  ],
  [
    /^There is no category "(.+)"\. Categories are: (.+)\.$/,
    (key, keys) => `"${key}" 분류는 없습니다. 분류 키: ${keys}.`,
  ],
  [/^Not a value of (.+)\.$/, (name) => `${CATEGORY_KO[name!] ?? name}의 값이 아닙니다.`],
  [/^One of (.+)\.$/, (values) => `${values} 중 하나여야 합니다.`],
  [
    /^The studio refused the upload \((\d+)\)\.$/,
    (status) => `스튜디오가 업로드를 거부했습니다 (${status}).`,
  ],
  // A PC's agent, while it sends a recording.
  [
    /^(Starting|Resuming) the upload of (.+)$/,
    (verb, name) => `${name} 업로드를 ${verb === 'Starting' ? '시작하는' : '이어 가는'} 중`,
  ],
  [/^Uploading (.+)$/, (name) => `${name} 업로드 중`],
  [
    /^Sent (.+); the studio is indexing it$/,
    (name) => `${name}을(를) 보냈습니다. 스튜디오가 색인하는 중`,
  ],
  [
    /^Uploaded (.+) \((.+)\) as record (\d+)\.$/,
    (name, size, id) => `${name}(${size})을(를) 기록 ${id}(으)로 업로드했습니다.`,
  ],
  [
    /^Uploaded (.+) \((.+)\); the studio did not name the record\.$/,
    (name, size) =>
      `${name}(${size})을(를) 업로드했지만 스튜디오가 기록 번호를 알려 주지 않았습니다.`,
  ],
  [/^(.+) is already being uploaded\.$/, (name) => `${name}은(는) 이미 업로드 중입니다.`],
];

/** What the catalogue loader registers with the namespaces that need it (server-sentences.ts). */
export default { exact: STATISTICS_SERVER_KO, patterns: STATISTICS_SERVER_KO_PATTERNS };

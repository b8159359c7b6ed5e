/**
 * The Korean of the sentences the server answers in HDMAP Builder
 * (lib/i18n/server-text.ts reads them with the others in server.ts). Keyed by the English the
 * server answers, word for word. The validator's findings (packages/lanelet2, run by the server
 * on import and by the editor's worker) and the editor's own refusals (EditError, told in a
 * snackbar like the server's) are here too: they are sentences of the map module, in English.
 * Tag names and values stay in backticks; the findings panel shows them as code.
 */
export const MAP_SERVER_KO: Record<string, string> = {
  // apps/server/src/modules/map
  'No such map.': '지도가 없습니다.',
  'The map and its versions were deleted.': '지도와 모든 버전을 삭제했습니다.',
  'Another save fixed this map’s projector while yours was read. Send the file again.':
    '파일을 읽는 동안 다른 저장이 이 지도의 투영 방식을 정했습니다. 파일을 다시 보내세요.',
  'The projector of a map is fixed once a version is saved. Create a new map for another projector.':
    '버전을 한 번 저장하면 지도의 투영 방식은 바뀌지 않습니다. 다른 투영 방식은 새 지도를 만드세요.',
  'This map’s projector is fixed by its first version; the save states another one. Leave the projector out, or create a new map.':
    '이 지도의 투영 방식은 첫 버전에서 정해졌는데, 저장 요청에 다른 투영 방식이 있습니다. 투영 방식을 빼고 저장하거나 새 지도를 만드세요.',
  'The OSM file did not arrive whole. Send it again.':
    'OSM 파일이 끝까지 전송되지 않았습니다. 다시 보내세요.',
  'Send the OSM file as the request body.': '요청 본문에 OSM 파일을 담아 보내세요.',
  'If-Match must name the version you edited, as "7".':
    'If-Match에는 편집한 버전을 "7"처럼 적어야 합니다.',
  'The version in the query and in If-Match differ. Send one of them.':
    '쿼리와 If-Match의 버전이 다릅니다. 하나만 보내세요.',
  'A map version is letters, digits and . _ + - only, as 1.2.0.':
    '지도 버전에는 영문자, 숫자와 . _ + - 만 쓸 수 있습니다(예: 1.2.0).',
  'A map version is at most 40 characters.': '지도 버전은 40자 이하여야 합니다.',
  'This file is not an OSM map: it holds no map elements.':
    '이 파일은 OSM 지도가 아닙니다: 지도 요소가 없습니다.',
  // The reader (packages/lanelet2 osm-xml-read.ts).
  'The file is empty.': '파일이 비어 있습니다.',
  'No <osm> element was found: this is not an OSM XML map.':
    '<osm> 요소가 없습니다. OSM XML 지도가 아닙니다.',
  // The editor's refusals (apps/map/model).
  'A line string needs at least two different points.':
    '라인스트링에는 서로 다른 점이 두 개 이상 있어야 합니다.',
  'A tag needs a key; the empty one cannot be set.':
    '태그에는 키가 있어야 합니다. 빈 키는 쓸 수 없습니다.',
  'A lanelet needs a centreline of at least two different points.':
    '레인렛의 중심선에는 서로 다른 점이 두 개 이상 있어야 합니다.',
  'Draw or pick the traffic light itself first.': '먼저 신호등을 그리거나 고르세요.',
  'Draw or pick the traffic sign itself first.': '먼저 교통 표지를 그리거나 고르세요.',
  'This map has a Local projector (no geographic reference), so a position picked on the map cannot be placed in it.':
    '이 지도는 Local 투영 방식(지리 좌표 기준 없음)이라 지도에서 고른 위치를 넣을 수 없습니다.',
};

/** How the validator names an element ('Lanelet 12', 'Regulatory element 5', 'Way 7'). */
function named(name: string): string {
  const match =
    /^(Lanelet|Regulatory element|Area|Relation|Way|Node|lanelet|way|node|relation) (-?\d+)$/.exec(
      name,
    );
  if (!match) return name;
  const word: Record<string, string> = {
    lanelet: '레인렛',
    'regulatory element': '규제 요소',
    area: '영역',
    relation: '릴레이션',
    way: '웨이',
    node: '노드',
  };
  return `${word[match[1]!.toLowerCase()] ?? match[1]} ${match[2]}`;
}

/** Members as the validator lists them ('way 7 (role left)') in Korean. */
const members = (list: string) =>
  list.replace(
    /\b(node|way|relation) (-?\d+)(?: \(role ([^)]*)\))?/g,
    (_all, type: string, id: string, role?: string) =>
      `${named(`${type} ${id}`)}${role ? `(역할 \`${role}\`)` : ''}`,
  );

/** '3, 4 and 5' → '3, 4, 5'; '1, 2 and 3 more' → '1, 2 외 3개'. */
function ids(list: string): string {
  const more = /^(.*) and (\d+) more$/.exec(list);
  if (more) return `${members(more[1]!)} 외 ${more[2]}개`;
  return members(list).replace(/ and /g, ', ');
}

/** Sentences with a number or a name in them: a pattern and its Korean. */
export const MAP_SERVER_KO_PATTERNS: Array<[RegExp, (...parts: string[]) => string]> = [
  // apps/server/src/modules/map
  [/^This map has no version (\d+)\.$/, (v) => `이 지도에는 버전 ${v}이(가) 없습니다.`],
  [
    /^This map has no version (\d+): it is at version (\d+)\. Reload it, or export your copy first\.$/,
    (base, current) =>
      `이 지도에는 버전 ${base}이(가) 없습니다. 현재 버전은 ${current}입니다. 다시 불러오거나, 먼저 내 사본을 내보내세요.`,
  ],
  [
    /^This map was saved as version (\d+) by (.+?) (?:on (\d{4}-\d\d-\d\d) )?at (\d\d:\d\d) UTC while you edited version (\d+)\. Reload it, or export your copy first\.$/,
    (current, who, day, time, base) =>
      `버전 ${base}을(를) 편집하는 동안 ${who === 'a deleted account' ? '삭제된 계정' : who}이(가) ${day ? `${day} ` : ''}${time} UTC에 버전 ${current}(으)로 저장했습니다. 다시 불러오거나, 먼저 내 사본을 내보내세요.`,
  ],
  [/^The OSM file is larger than (\d+) MB\.$/, (mb) => `OSM 파일이 ${mb} MB보다 큽니다.`],
  [
    /^This file is not an OSM map: The file's root element is <([^>]+)>(.*) on line (\d+), not <osm>: this is not an OSM XML map\.$/,
    (root, _what, line) =>
      `이 파일은 OSM 지도가 아닙니다: ${line}번째 줄의 루트 요소가 <osm>이 아니라 <${root}>입니다.`,
  ],
  [
    /^This file is not an OSM map: (The file is empty\.|No <osm> element was found: this is not an OSM XML map\.)$/,
    (inner) =>
      `이 파일은 OSM 지도가 아닙니다: ${inner === 'The file is empty.' ? '파일이 비어 있습니다.' : '<osm> 요소가 없습니다.'}`,
  ],
  [
    /^This file is not an OSM map: /,
    () => '이 파일은 OSM 지도가 아닙니다. 파일 내용을 확인하세요.',
  ],
  [
    /^(?:Nothing was saved: l|L)ine (\d+): the file holds (<![A-Za-z]*>|a declaration \(<!…>\))\. /,
    (line, what) =>
      `${line}번째 줄에 ${what} 선언이 있어 파일을 거부했습니다(저장하지 않음). 지도에는 문서형 선언이나 엔티티 선언이 필요 없고, 다른 파일을 읽게 할 수 있습니다. 선언을 지우고 다시 보내세요.`,
  ],
  [
    /^This save holds no map elements, but version (\d+) has (\d+): it would empty the map\./,
    (version, count) =>
      `저장할 지도 요소가 없는데 버전 ${version}에는 ${count}개가 있어 지도가 비게 됩니다. 저장하지 않았습니다. 빈 지도가 맞다면 \`confirm_empty=true\`로 보내세요.`,
  ],
  // The validator's findings (packages/lanelet2 validate-*.ts).
  [
    /^(\d+) nodes? of (\d+) (?:has|have) no `ele` tag \(the first is node (-?\d+)\); Autoware reads elevation from `ele`, so add it \(in metres\) to every node\.$/,
    (count, total, first) =>
      `노드 ${total}개 중 ${count}개에 \`ele\` 태그가 없습니다(첫 번째: 노드 ${first}). Autoware는 \`ele\`에서 고도를 읽으므로 모든 노드에 미터 단위로 추가하세요.`,
  ],
  [
    /^Lanelet (-?\d+) has no `location`; tag it urban, nonurban or private so the default speed limit and rules apply\.$/,
    (id) =>
      `레인렛 ${id}에 \`location\`이 없습니다. 기본 제한 속도와 규칙이 적용되도록 \`urban\`, \`nonurban\`, \`private\` 중 하나로 태그하세요.`,
  ],
  [
    /^Lanelet (-?\d+) has no `subtype`; tag it \(road, highway, crosswalk, walkway, …\) so traffic rules know who may use it\.$/,
    (id) =>
      `레인렛 ${id}에 \`subtype\`이 없습니다. 누가 다닐 수 있는지 교통 규칙이 알도록 태그하세요(\`road\`, \`highway\`, \`crosswalk\`, \`walkway\` 등).`,
  ],
  [
    /^(.+) has no `subtype`; tag it traffic_light, traffic_sign, right_of_way, speed_limit, crosswalk, … so Lanelet2 knows how to read it\.$/,
    (name) =>
      `${named(name)}에 \`subtype\`이 없습니다. Lanelet2가 읽을 수 있도록 태그하세요(\`traffic_light\`, \`traffic_sign\`, \`right_of_way\`, \`speed_limit\`, \`crosswalk\` 등).`,
  ],
  [
    /^Lanelet (-?\d+) has no predecessor, no successor and no neighbour to change lanes with, so no route can reach or leave it; /,
    (id) =>
      `레인렛 ${id}에는 선행·후속 레인렛도, 차선을 바꿀 이웃도 없어 어떤 경로로도 들어오거나 나갈 수 없습니다. 앞뒤 차선과 끝점을 공유하도록 잇거나, 이웃과 점선 경계를 공유하세요.`,
  ],
  [
    /^Regulatory element (-?\d+)(?: \((\w+)\))? is not referenced by any lanelet or area, so it has no effect; /,
    (id, subtype) =>
      `규제 요소 ${id}${subtype ? ` (\`${subtype}\`)` : ''}을(를) 참조하는 레인렛이나 영역이 없어 효과가 없습니다. 적용할 레인렛에 \`regulatory_element\` 멤버로 추가하거나 삭제하세요.`,
  ],
  [
    /^Lanelet (-?\d+) is one of several diverging lanelets after (?:lanelet (-?\d+)|the same lanelet) \(an intersection\) but has no `turn_direction`; /,
    (id, before) =>
      `레인렛 ${id}은(는) ${before ? `레인렛 ${before}` : '같은 레인렛'} 뒤에서 갈라지는 레인렛(교차로) 중 하나인데 \`turn_direction\`이 없습니다. Autoware가 방향 지시등을 켤 수 있도록 \`straight\`, \`left\`, \`right\` 중 하나로 태그하세요.`,
  ],
  [
    /^Lanelet (-?\d+) has `turn_direction=([^`]*)`, which is not one of /,
    (id, value) =>
      `레인렛 ${id}의 \`turn_direction=${value}\`은(는) 올바른 값이 아닙니다. \`straight\`, \`left\`, \`right\` 중 하나를 쓰세요.`,
  ],
  [
    /^Lanelets (-?\d+) and (-?\d+) overlap by ([\d.]+) m² \((\d+)% of the smaller\) while running the same way, /,
    (a, b, area, share) =>
      `레인렛 ${a}과(와) ${b}이(가) 같은 방향으로 달리며 ${area} m²(작은 쪽의 ${share}%) 겹치는데, 서로 후속·이웃·같은 차선의 분기가 아닙니다. 경계를 떼어 놓거나, 하나가 다른 하나를 잇는다면 연결하세요.`,
  ],
  [
    /^Lanelets (-?\d+) and (-?\d+) both (end|start) at the same edge, /,
    (a, b, where) =>
      `레인렛 ${a}과(와) ${b}이(가) 같은 가장자리에서 ${where === 'end' ? '함께 끝나 서로 마주 달립니다' : '함께 시작해 서로 반대로 달립니다'}. 한쪽이 거꾸로 그려졌으니 그 레인렛의 두 경계를 뒤집고 왼쪽·오른쪽 멤버를 바꾸세요.`,
  ],
  [
    /^(.+) \(traffic_light\) has no `ref_line` member, so vehicles do not know where to stop; /,
    (name) =>
      `${named(name)}(\`traffic_light\`)에 \`ref_line\` 멤버가 없어 차량이 어디서 멈출지 모릅니다. 정지선을 \`ref_line\` 역할로 추가하세요.`,
  ],
  [
    /^(.+) \(traffic_light\) has no `refers` member; /,
    (name) =>
      `${named(name)}(\`traffic_light\`)에 \`refers\` 멤버가 없습니다. 신호등 라인스트링을 \`refers\` 역할로 추가하세요.`,
  ],
  [
    /^(.+) has `speed_limit=([^`]*)`, which is (not a speed|not positive); /,
    (name, value, why) =>
      `${named(name)}의 \`speed_limit=${value}\`은(는) ${why === 'not positive' ? '양수가 아닙니다' : '속도가 아닙니다'}. "50"이나 "50 km/h"처럼 km/h 단위의 양수를 쓰세요.`,
  ],
  [
    /^(.+)'s left bound \(way (-?\d+)\) lies right of or crosses its right bound \(way (-?\d+)\) in the driving direction, /,
    (name, left, right) =>
      `${named(name)}의 왼쪽 경계(웨이 ${left})가 주행 방향으로 오른쪽 경계(웨이 ${right})보다 오른쪽에 있거나 교차합니다. \`left\`와 \`right\` 역할을 바꾸거나, 반대로 달려야 한다면 오른쪽 경계의 웨이를 뒤집고, 교차하는 경계를 풀어 주세요.`,
  ],
  [
    /^Lanelet (-?\d+) needs exactly one way with role `left` and one with role `right`, but /,
    (id) =>
      `레인렛 ${id}에는 \`left\` 역할과 \`right\` 역할의 웨이가 하나씩만 있어야 합니다. 양쪽에 라인스트링을 하나씩 남기고 나머지 멤버를 지우세요.`,
  ],
  [
    /^Way (-?\d+), the (left|right) bound of lanelet (-?\d+), has consecutive identical points/,
    (way, role, lanelet) =>
      `레인렛 ${lanelet}의 ${role === 'left' ? '왼쪽' : '오른쪽'} 경계인 웨이 ${way}에 같은 점이 연속으로 있습니다. 모든 구간에 방향이 있도록 중복된 노드를 지우세요.`,
  ],
  [
    /^Way (-?\d+), the (left|right) bound of lanelet (-?\d+), has (\d+) nodes?; /,
    (way, role, lanelet, count) =>
      `레인렛 ${lanelet}의 ${role === 'left' ? '왼쪽' : '오른쪽'} 경계인 웨이 ${way}의 노드가 ${count}개뿐입니다. 경계에는 노드가 2개 이상 필요하니 노드를 추가하거나 다른 라인스트링을 쓰세요.`,
  ],
  [
    /^Way (-?\d+) refers to (nodes?) (.+), which (?:does|do) not exist; /,
    (way, _which, list) =>
      `웨이 ${way}이(가) 존재하지 않는 노드 ${ids(list)}을(를) 참조합니다. 없는 노드를 추가하거나 웨이에서 빼세요.`,
  ],
  [
    /^(.+) refers to (.+), which (?:does|do) not exist; add the missing /,
    (name, list) =>
      `${named(name)}이(가) 존재하지 않는 ${ids(list)}을(를) 참조합니다. 없는 요소를 추가하거나 그 멤버를 빼세요.`,
  ],
  [
    /^Id (-?\d+) is used by /,
    (id) =>
      `ID ${id}을(를) 여러 요소가 씁니다. Lanelet2는 점, 라인스트링, 레인렛, 규제 요소 모두에서 ID가 고유해야 하니 하나에 새 ID를 주세요.`,
  ],
  [
    /^(\d+) more '(\w+)' findings like the ones above are not listed\.$/,
    (count, code) => `위와 같은 \`${code}\` 검사 결과 ${count}건은 더 나열하지 않았습니다.`,
  ],
  [
    /^The validator stopped on an internal error \((.*)\); the findings listed may be incomplete\. Please report this map\.$/,
    () =>
      '검증기가 내부 오류로 멈췄습니다. 나열된 검사 결과가 빠져 있을 수 있으니 이 지도를 신고해 주세요.',
  ],
  [
    /^The validator failed: (.*)\.$/,
    () => '검증기가 실패했습니다. 검사 결과가 빠져 있을 수 있습니다.',
  ],
  // The editor's refusals (apps/map/model).
  [
    /^(Lanelet|Node|Way|Relation) (-?\d+) does not exist\.$/,
    (type, id) => `${named(`${type} ${id}`)}이(가) 없습니다.`,
  ],
  [/^Relation (-?\d+) is not a lanelet\.$/, (id) => `릴레이션 ${id}은(는) 레인렛이 아닙니다.`],
  [
    /^Relation (-?\d+) is not a regulatory element\.$/,
    (id) => `릴레이션 ${id}은(는) 규제 요소가 아닙니다.`,
  ],
  [
    /^Lanelet (-?\d+) cannot be joined with itself\.$/,
    (id) => `레인렛 ${id}은(는) 자기 자신과 합칠 수 없습니다.`,
  ],
  [
    /^Lanelet (-?\d+) and (-?\d+) do not meet: /,
    (a, b) =>
      `레인렛 ${a}과(와) ${b}이(가) 만나지 않습니다. 합치려면 ${a}이(가) 끝나는 곳에서 ${b}이(가) 시작해야 합니다.`,
  ],
  [
    /^Lanelet (-?\d+) cannot both have the right of way and yield\.$/,
    (id) => `레인렛 ${id}은(는) 우선과 양보를 함께 가질 수 없습니다.`,
  ],
  [
    /^A speed limit must be a number of km\/h above 0 \(got (.*)\)\.$/,
    (got) => `제한 속도는 0보다 큰 km/h 값이어야 합니다(입력: ${got}).`,
  ],
  [
    /^A lanelet's width must be a number of metres above 0 \(got (.*)\)\.$/,
    (got) => `레인렛 폭은 0보다 큰 미터 값이어야 합니다(입력: ${got}).`,
  ],
  [
    /^The (centreline|line string) turns by (\d+)° at its point (\d+), too sharply for a lane; /,
    (what, degrees, at) =>
      `${what === 'centreline' ? '중심선' : '라인스트링'}이(가) ${at}번째 점에서 ${degrees}° 꺾여 차선으로 쓰기에 너무 급합니다. 점을 추가해 모서리를 둥글게 하세요.`,
  ],
  [
    /^Split lanelet (-?\d+) at least ([\d.]+) m from its start and end \(the point is ([\d.]+) m from one\)\.$/,
    (id, min, at) =>
      `레인렛 ${id}은(는) 시작과 끝에서 ${min} m 이상 떨어진 곳에서 나누세요(지금 점은 한쪽 끝에서 ${at} m).`,
  ],
  [/^Pick at least one lanelet (.+)\.$/, () => '레인렛을 하나 이상 고르세요.'],
  [
    /^Way (-?\d+) is lanelet (-?\d+)'s (left|right) bound, which it cannot do without; /,
    (way, lanelet, role) =>
      `웨이 ${way}은(는) 레인렛 ${lanelet}의 ${role === 'left' ? '왼쪽' : '오른쪽'} 경계라 지울 수 없습니다. 대신 레인렛을 삭제하세요(다른 곳에서 쓰지 않는 경계는 함께 삭제됩니다).`,
  ],
  [
    /^Node (-?\d+) is one of the last two points of way (-?\d+), lanelet (-?\d+)'s (left|right) bound, /,
    (node, way, lanelet, role) =>
      `노드 ${node}은(는) 레인렛 ${lanelet}의 ${role === 'left' ? '왼쪽' : '오른쪽'} 경계인 웨이 ${way}의 마지막 두 점 중 하나라 지울 수 없습니다. 대신 레인렛을 삭제하세요(다른 곳에서 쓰지 않는 경계는 함께 삭제됩니다).`,
  ],
  [
    /^Lanelet (-?\d+) also leads to lanelet (-?\d+), so joining it with (-?\d+) would cut that connection\.$/,
    (a, other, b) =>
      `레인렛 ${a}은(는) 레인렛 ${other}(으)로도 이어지므로 ${b}과(와) 합치면 그 연결이 끊깁니다.`,
  ],
  [
    /^Lanelet (-?\d+) is also reached from lanelet (-?\d+), so joining it with (-?\d+) would cut that connection\.$/,
    (b, other, a) =>
      `레인렛 ${b}에는 레인렛 ${other}에서도 들어오므로 ${a}과(와) 합치면 그 연결이 끊깁니다.`,
  ],
  [
    /^Way (-?\d+) cannot be both bounds of a lanelet; pick two line strings\.$/,
    (way) => `웨이 ${way}을(를) 레인렛의 양쪽 경계로 쓸 수 없습니다. 라인스트링 두 개를 고르세요.`,
  ],
  [
    /^Way (-?\d+), the (left|right) bound, does not exist\.$/,
    (way, role) => `${role === 'left' ? '왼쪽' : '오른쪽'} 경계인 웨이 ${way}이(가) 없습니다.`,
  ],
  [
    /^Way (-?\d+) has fewer than two nodes, so it cannot bound a lanelet\.$/,
    (way) => `웨이 ${way}의 노드가 두 개보다 적어 레인렛의 경계가 될 수 없습니다.`,
  ],
  [
    /^Way (-?\d+) lies right of way (-?\d+) in the driving direction /,
    (left, right) =>
      `주행 방향(웨이 ${right}의 방향)으로 웨이 ${left}이(가) 웨이 ${right}보다 오른쪽에 있어 왼쪽 경계가 될 수 없습니다. 두 라인스트링을 반대로 고르세요.`,
  ],
  [
    /^Lanelet (-?\d+) already has a neighbour on its (left|right), lanelet (-?\d+), sharing way (-?\d+)\.$/,
    (id, side, other, way) =>
      `레인렛 ${id}의 ${side === 'left' ? '왼쪽' : '오른쪽'}에는 이미 웨이 ${way}을(를) 공유하는 이웃 레인렛 ${other}이(가) 있습니다.`,
  ],
  [
    /^The split falls on an end of /,
    () => '나누는 지점이 레인렛의 끝에 있습니다. 끝에서 더 떨어진 곳에서 나누세요.',
  ],
  [
    /^(Stop line|Traffic light|Traffic sign) (-?\d+) is not a line string of this map\.$/,
    (what, ref) =>
      `${what === 'Stop line' ? '정지선' : what === 'Traffic light' ? '신호등' : '교통 표지'} ${ref}은(는) 이 지도의 라인스트링이 아닙니다.`,
  ],
  [
    /^Regulatory element (-?\d+) \((.*)\) has no single stop line; /,
    (id) =>
      `규제 요소 ${id}에는 하나의 정지선이 없습니다. 정지선은 신호등, 교통 표지, 통행 우선권에만 있습니다.`,
  ],
  [
    /^Lanelet (-?\d+) is (?:a (\w+) lanelet|untyped), not a crosswalk; /,
    (id) =>
      `레인렛 ${id}은(는) 횡단보도가 아닙니다. \`subtype=crosswalk\`로 태그하거나 횡단보도 레인렛을 고르세요.`,
  ],
  [
    /^Lanelet (-?\d+) has no (left|right) bound; give it one before editing its shape\.$/,
    (id, role) =>
      `레인렛 ${id}에 ${role === 'left' ? '왼쪽' : '오른쪽'} 경계가 없습니다. 모양을 고치기 전에 경계를 지정하세요.`,
  ],
  [
    /^The position (.+), (.+) cannot be placed in this map's coordinates\.$/,
    (lon, lat) => `위치 ${lon}, ${lat}을(를) 이 지도의 좌표에 넣을 수 없습니다.`,
  ],
  [
    /^Lanelet (-?\d+)'s (left|right) bound, way (-?\d+), (has fewer than two nodes|does not exist)\.$/,
    (id, role, way, why) =>
      `레인렛 ${id}의 ${role === 'left' ? '왼쪽' : '오른쪽'} 경계인 웨이 ${way}${why === 'does not exist' ? '이(가) 없습니다' : '의 노드가 두 개보다 적습니다'}.`,
  ],
  [
    /^Node (-?\d+) of (.+) (has no position in the map's local coordinates|does not exist)\.$/,
    (id, what, why) =>
      `${named(what)}의 노드 ${id}${why === 'does not exist' ? '이(가) 없습니다' : '은(는) 지도의 로컬 좌표에 위치가 없습니다'}.`,
  ],
  [
    /^Tag (.+) is in metres; "(.*)" is not a number\.$/,
    (key, value) => `\`${key}\` 태그는 미터 단위입니다. "${value}"은(는) 숫자가 아닙니다.`,
  ],
];

/** What the catalogue loader registers with the namespaces that need it (server-sentences.ts). */
export default { exact: MAP_SERVER_KO, patterns: MAP_SERVER_KO_PATTERNS };

/**
 * The Korean of the sentences the server answers in HMI and what FMS shares with it (the vehicle: modes, commands, the control lock)
 * (lib/i18n/server-text.ts reads them with the others in server.ts). Keyed by the English the
 * server answers, word for word.
 *
 * Most of a vehicle's sentences are its agent's (apps/agent/src/vehicle, the simulated
 * vehicle's and a rosbridge vehicle's, and the driving simulator's route planner): refusals of
 * a command, why a mode is not available, what an emergency stop did, faults, a drive's upload.
 * Driving modes and codes (AUTO, REMOTE, STOP, MRM, E-STOP, rosbridge) stay as they are.
 */
export const HMI_SERVER_KO: Record<string, string> = {
  // The studio's HMI routes and its relay of vehicle commands.
  'No such map.': '그런 지도가 없습니다.',
  'No such vehicle or map.': '그런 차량이나 지도가 없습니다.',
  'Not sent: a stop you sent after this command went first.':
    '보내지 않았습니다. 이 명령 뒤에 보낸 정지 명령이 먼저 처리되었습니다.',
  'The server could not check this command in time. Try again.':
    '서버가 이 명령을 제때 확인하지 못했습니다. 다시 시도하세요.',
  'The server could not relay this message.': '서버가 이 메시지를 전달하지 못했습니다.',
  'The studio did not say who sent this; update the studio.':
    '스튜디오가 보낸 사람을 알려 주지 않았습니다. 스튜디오를 업데이트하세요.',
  'This PC is not a vehicle: start its agent with --vehicle sim or --vehicle rosbridge.':
    '이 PC는 차량이 아닙니다. 에이전트를 --vehicle sim 또는 --vehicle rosbridge로 시작하세요.',

  // The control lock.
  'Take control of this vehicle first.': '먼저 이 차량의 제어권을 가져오세요.',
  'You have control of this vehicle in another window.':
    '다른 창에서 이 차량의 제어권을 갖고 있습니다.',

  // Why a mode is not available (the Engage button's reason, FMS's mode buttons).
  'The vehicle is making an emergency stop.': '차량이 비상 정지하는 중입니다.',
  'The e-stop is engaged: release it first.': '비상 정지가 걸려 있습니다. 먼저 해제하세요.',
  'The battery is empty.': '배터리가 비었습니다.',
  'No route is set: set a goal first.': '설정된 경로가 없습니다. 먼저 목표 지점을 설정하세요.',
  'The vehicle is not localised: set its initial pose.':
    '차량 위치가 추정되지 않았습니다. 초기 위치를 설정하세요.',
  'The studio link is down: REMOTE needs it.':
    '스튜디오 연결이 끊겼습니다. REMOTE 모드에는 연결이 필요합니다.',
  'The vehicle is moving: MANUAL needs it to stand still.':
    '차량이 움직이고 있습니다. MANUAL 모드로 바꾸려면 정지해 있어야 합니다.',
  'AUTO is not available.': 'AUTO 모드를 쓸 수 없습니다.',
  'Another mode change is under way.': '다른 모드 전환이 진행 중입니다.',

  // The HMI's commands: goal, route, initial pose, map.
  'The vehicle is not localised: set its initial pose first.':
    '차량 위치가 추정되지 않았습니다. 먼저 초기 위치를 설정하세요.',
  'A route is set: clear it first.': '경로가 이미 설정되어 있습니다. 먼저 경로를 지우세요.',
  'No route is set to change: set a goal first.':
    '바꿀 경로가 없습니다. 먼저 목표 지점을 설정하세요.',
  'The route cannot be cleared while the vehicle drives it in AUTO: change to STOP first, or change the goal.':
    '차량이 AUTO 모드로 주행 중인 경로는 지울 수 없습니다. 먼저 STOP으로 바꾸거나 목표 지점을 바꾸세요.',
  'The vehicle is not on a lane of the map.': '차량이 지도의 차선 위에 있지 않습니다.',
  'No lane route leads to the goal.': '목표 지점으로 가는 차선 경로가 없습니다.',
  'The map has no lanes a vehicle may drive.': '지도에 차량이 주행할 수 있는 차선이 없습니다.',
  'The vehicle did not take the command.': '차량이 명령을 받아들이지 않았습니다.',
  'The vehicle did not take the settings.': '차량이 설정을 받아들이지 않았습니다.',
  'The vehicle did not take the change.': '차량이 변경을 받아들이지 않았습니다.',
  'The vehicle did not answer.': '차량이 응답하지 않았습니다.',
  'The vehicle has no lidar sweep yet.': '차량에 아직 라이다 스캔이 없습니다.',
  'Switch the vehicle to REMOTE first.': '먼저 차량을 REMOTE 모드로 바꾸세요.',
  'The vehicle has not said where its map lies (/map/map_projector_info).':
    '차량이 지도의 위치를 알려 주지 않았습니다(/map/map_projector_info).',
  'A real vehicle drives on its own map: load maps on the vehicle.':
    '실제 차량은 자체 지도로 주행합니다. 지도는 차량에서 불러오세요.',

  // The emergency stop: what the vehicle did (the banner), refusals.
  'The emergency stop was already engaged.': '비상 정지가 이미 걸려 있었습니다.',
  'Full service brake to a standstill, mode STOP; no other mode until the emergency stop is released.':
    '완전히 멈출 때까지 최대 상용 제동을 걸고 STOP 모드로 바꿉니다. 비상 정지를 해제할 때까지 다른 모드로 바꿀 수 없습니다.',
  'No emergency stop was engaged: nothing changed.':
    '걸려 있는 비상 정지가 없어 바뀐 것이 없습니다.',
  'The vehicle is still stopping: release the e-stop once it stands still.':
    '차량이 아직 정지하는 중입니다. 완전히 멈춘 뒤 비상 정지를 해제하세요.',
  'The vehicle is still moving: release the e-stop once it stands still.':
    '차량이 아직 움직이고 있습니다. 완전히 멈춘 뒤 비상 정지를 해제하세요.',
  'Emergency stop released: the vehicle stands in STOP, and may be driven again.':
    '비상 정지를 해제했습니다. 차량은 STOP 모드로 서 있으며 다시 운전할 수 있습니다.',
  'Autoware refused the MRM request.': 'Autoware가 MRM 요청을 거부했습니다.',
  'Autoware refused to cancel the MRM request.': 'Autoware가 MRM 요청 취소를 거부했습니다.',
  'MRM request cancelled; the vehicle stays in STOP until a mode is chosen.':
    'MRM 요청을 취소했습니다. 모드를 고를 때까지 차량은 STOP 모드에 머뭅니다.',
  'E-STOP released; the vehicle stays in STOP until a mode is chosen.':
    'E-STOP을 해제했습니다. 모드를 고를 때까지 차량은 STOP 모드에 머뭅니다.',
  'Autoware refused the pedals control mode.': 'Autoware가 페달 제어 모드를 거부했습니다.',

  // Faults a rosbridge vehicle reports.
  'Autoware sends no latitude/longitude (a map without projection): position unknown.':
    'Autoware가 위도·경도를 보내지 않습니다(투영 정보가 없는 지도). 위치를 알 수 없습니다.',
  'Autoware control is disabled: the vehicle is under direct control.':
    'Autoware 제어가 꺼져 있습니다. 차량은 직접 제어되고 있습니다.',
  'Autoware reports the minimal risk maneuver failed.':
    'Autoware가 최소 위험 조치에 실패했다고 알립니다.',
  'The connection to rosbridge was lost.': 'rosbridge 연결이 끊겼습니다.',

  // Recording a drive and its upload to Data Management.
  'This agent does not record drives.': '이 에이전트는 주행을 기록하지 않습니다.',
  'No drive is being recorded.': '기록 중인 주행이 없습니다.',
  'The agent stopped; ask again to resume the upload.':
    '에이전트가 멈췄습니다. 다시 요청하면 업로드를 이어서 합니다.',
  'The studio refused this PC token; is the PC still registered?':
    '스튜디오가 이 PC 토큰을 거부했습니다. PC가 아직 등록되어 있는지 확인하세요.',
};

/** What the refusals below stop the vehicle before doing. */
const BEFORE: Record<string, string> = {
  'setting its pose': '위치를 설정하기',
  'changing its map': '지도를 바꾸기',
};

/** One part of a rosbridge vehicle's E-STOP answer ("…; STOP mode accepted; …."). */
const ESTOP_PARTS: Array<[RegExp, (...parts: string[]) => string]> = [
  [
    /^Full brake on the remote pedals at once, repeated every (\d+) ms$/,
    (ms) => `원격 페달로 즉시 최대 제동(${ms} ms마다 반복)`,
  ],
  [/^STOP mode accepted$/, () => 'STOP 모드 수락됨'],
  [/^STOP mode not answered yet$/, () => 'STOP 모드 응답 대기 중'],
  [/^STOP mode refused \((.+)\)$/, (why) => `STOP 모드 거부됨(${why})`],
  [
    /^minimal risk maneuver requested \(DELEGATE: Autoware chooses it\)$/,
    () => '최소 위험 조치 요청됨(DELEGATE: Autoware가 선택)',
  ],
  [
    /^minimal risk maneuver requested \(DELEGATE: Autoware chooses it, and reports (\w+)\)$/,
    (behavior) => `최소 위험 조치 요청됨(DELEGATE: Autoware가 선택, ${behavior} 보고)`,
  ],
  [/^this Autoware has no MRM request service$/, () => '이 Autoware에는 MRM 요청 서비스가 없음'],
  [/^MRM request not answered yet$/, () => 'MRM 요청 응답 대기 중'],
  [/^MRM request refused \((.+)\)$/, (why) => `MRM 요청 거부됨(${why})`],
];

function estopParts(text: string): string {
  return text
    .split('; ')
    .map((part) => {
      for (const [pattern, korean] of ESTOP_PARTS) {
        const match = pattern.exec(part);
        if (match) return korean(...match.slice(1));
      }
      return part;
    })
    .join('; ');
}

/** A sentence inside another (a map's problem), in Korean when known. */
const inner = (text: string) => HMI_SERVER_KO[text] ?? text;

/** Sentences with a number or a name in them: a pattern and its Korean. */
export const HMI_SERVER_KO_PATTERNS: Array<[RegExp, (...parts: string[]) => string]> = [
  // The control lock.
  [
    /^(.+) has control of this vehicle\.$/,
    (name) => `${name} 님이 이 차량의 제어권을 갖고 있습니다.`,
  ],

  // Why a mode is not available; a mode change under way.
  [
    /^Energy is at (\d+) %: AUTO needs at least (\d+) %\.$/,
    (energy, least) => `에너지가 ${energy} %입니다. AUTO 모드에는 ${least} % 이상이 필요합니다.`,
  ],
  [
    /^The vehicle is (\d+) m from the route: AUTO needs it within (\d+(?:\.\d+)?) m\.$/,
    (distance, within) =>
      `차량이 경로에서 ${distance} m 떨어져 있습니다. AUTO 모드는 ${within} m 이내여야 합니다.`,
  ],
  [
    /^The vehicle faces (\d+)° away from the route: AUTO needs it within (\d+)°\.$/,
    (degrees, within) =>
      `차량 방향이 경로와 ${degrees}° 어긋나 있습니다. AUTO 모드는 ${within}° 이내여야 합니다.`,
  ],
  [
    /^A change to (\w+) is under way: wait for it, or press STOP\.$/,
    (mode) => `${mode} 모드로 전환하는 중입니다. 끝날 때까지 기다리거나 STOP을 누르세요.`,
  ],
  [
    /^A change to (\w+) is under way: wait for it\.$/,
    (mode) => `${mode} 모드로 전환하는 중입니다. 끝날 때까지 기다리세요.`,
  ],

  // Faults the simulated vehicle reports.
  [/^Energy is below (\d+) %\.$/, (energy) => `에너지가 ${energy} % 미만입니다.`],
  [
    /^Energy is below (\d+) %: AUTO is not available\.$/,
    (energy) => `에너지가 ${energy} % 미만이라 AUTO 모드를 쓸 수 없습니다.`,
  ],
  [
    /^No tele-op command for (\d+) ms: the vehicle stops\.$/,
    (ms) => `${ms} ms 동안 원격 운전 명령이 없어 차량이 정지합니다.`,
  ],

  // The HMI's commands.
  [
    /^The vehicle is moving: stop it before (setting its pose|changing its map)\.$/,
    (what) => `차량이 움직이고 있습니다. ${BEFORE[what] ?? what} 전에 정지시키세요.`,
  ],
  [
    /^The vehicle is in AUTO: change to STOP before (setting its pose|changing its map)\.$/,
    (what) => `차량이 AUTO 모드입니다. ${BEFORE[what] ?? what} 전에 STOP으로 바꾸세요.`,
  ],
  [
    /^The pose is more than (\d+(?:\.\d+)?) m from the map's lanes\.$/,
    (metres) => `위치가 지도의 차선에서 ${metres} m 넘게 떨어져 있습니다.`,
  ],
  [
    /^The goal is more than (\d+(?:\.\d+)?) m from any lane\.$/,
    (metres) => `목표 지점이 가장 가까운 차선에서 ${metres} m 넘게 떨어져 있습니다.`,
  ],
  [
    /^Waypoint (\d+) is more than (\d+(?:\.\d+)?) m from any lane\.$/,
    (n, metres) => `경유지 ${n}이(가) 가장 가까운 차선에서 ${metres} m 넘게 떨어져 있습니다.`,
  ],
  [
    /^No lane route leads to waypoint (\d+)\.$/,
    (n) => `경유지 ${n}까지 가는 차선 경로가 없습니다.`,
  ],
  [/^The map cannot be driven: (.+)$/, (why) => `이 지도로는 주행할 수 없습니다: ${inner(why)}`],
  [
    /^Map (.+) has no lanelets for the vehicle to drive on\.$/,
    (name) => `지도 ${name}에 차량이 주행할 차선이 없습니다.`,
  ],
  [
    /^The studio could not be reached to load map (\d+) \((.+)\); try again\.$/,
    (id, why) =>
      `지도 ${id}을(를) 불러오려 했지만 스튜디오에 연결하지 못했습니다(${why}). 다시 시도하세요.`,
  ],
  [
    /^Map (\d+) is not a map of this PC's projects \(or it was deleted\)\.$/,
    (id) => `지도 ${id}은(는) 이 PC가 속한 프로젝트의 지도가 아닙니다(또는 삭제되었습니다).`,
  ],
  [
    /^The studio refused this PC's token when loading map (\d+) \(HTTP (\d+)\)\.$/,
    (id, status) =>
      `지도 ${id}을(를) 불러올 때 스튜디오가 이 PC의 토큰을 거부했습니다(HTTP ${status}).`,
  ],
  [
    /^The studio could not give map (\d+) \(HTTP (\d+)\); try again\.$/,
    (id, status) => `스튜디오가 지도 ${id}을(를) 주지 못했습니다(HTTP ${status}). 다시 시도하세요.`,
  ],

  // The emergency stop.
  [
    /^The simulated vehicle's own watchdog stops it after (\d+) ms without a command; it has no setting to change\.$/,
    (ms) =>
      `시뮬레이션 차량은 명령 없이 ${ms} ms가 지나면 자체 감시 장치로 정지합니다. 바꿀 설정이 없습니다.`,
  ],
  [
    /^(Full brake on the remote pedals at once, repeated every \d+ ms(?:; .+)?)\.$/,
    (parts) => `${estopParts(parts)}.`,
  ],

  // A rosbridge vehicle's link and faults.
  [
    /^No connection to the vehicle's rosbridge \((.+)\); reconnecting\.$/,
    (url) => `차량의 rosbridge(${url})에 연결되어 있지 않습니다. 다시 연결하는 중입니다.`,
  ],
  [
    /^No connection to the vehicle's rosbridge \((.+)\)\.$/,
    (url) => `차량의 rosbridge(${url})에 연결되어 있지 않습니다.`,
  ],
  [
    /^Connecting to the vehicle's rosbridge \((.+)\)\.$/,
    (url) => `차량의 rosbridge(${url})에 연결하는 중입니다.`,
  ],
  [/^Waiting for Autoware's (\S+)\.$/, (topic) => `Autoware의 ${topic}을(를) 기다리는 중입니다.`],
  [
    /^Autoware reports (\w+) mode as not available\.$/,
    (mode) => `Autoware가 ${mode} 모드를 쓸 수 없다고 알립니다.`,
  ],
  [
    /^No data from Autoware on (.+)\.$/,
    (topics) => `Autoware에서 ${topics} 데이터가 오지 않습니다.`,
  ],
  [
    /^Autoware reports operation mode (\w+) \(UNKNOWN\); shown as STOP\.$/,
    (mode) => `Autoware가 운행 모드 ${mode}(UNKNOWN)를 알립니다. STOP으로 표시합니다.`,
  ],

  // Recording a drive and its upload.
  [/^Already recording (.+)\.$/, (name) => `이미 기록하고 있습니다: ${name}.`],
  [
    /^(.+) reached its limit and waits to be uploaded: stop it first\.$/,
    (name) => `${name}: 한도에 도달해 업로드를 기다리고 있습니다. 먼저 기록을 중지하세요.`,
  ],
  [
    /^Cannot create a drive recording in (.+?): (.+)$/,
    (folder, why) => `${folder}에 주행 기록을 만들 수 없습니다: ${why}`,
  ],
  [/^Cannot write (\S+\.mcap): (.+)$/, (name, why) => `${name}을(를) 쓸 수 없습니다: ${why}`],
  [/^Uploading (\S+\.mcap)$/, (name) => `${name} 업로드 중`],
  [
    /^Sent (\S+); the studio is indexing it$/,
    (name) => `${name} 전송 완료, 스튜디오가 색인하는 중`,
  ],
  [
    /^The studio stopped answering while (\S+) was sent; ask again to resume it\.$/,
    (name) =>
      `${name}을(를) 보내는 동안 스튜디오가 응답을 멈췄습니다. 다시 요청하면 이어서 보냅니다.`,
  ],
  [
    /^The studio received (\S+) but did not finish indexing it in (\d+) minutes; look for it in Data Management\.$/,
    (name, minutes) =>
      `스튜디오가 ${name}을(를) 받았지만 ${minutes}분 안에 색인을 끝내지 못했습니다. Data Management에서 찾아보세요.`,
  ],
  [/^Cannot read (\S+\.mcap): (.+)$/, (name, why) => `${name}을(를) 읽을 수 없습니다: ${why}`],
  [
    /^The studio does not let this PC upload (\S+)\.$/,
    (name) => `스튜디오가 이 PC의 ${name} 업로드를 허용하지 않습니다.`,
  ],
  [
    /^(\S+) is larger than the studio accepts\.$/,
    (name) => `${name}이(가) 스튜디오가 받는 크기보다 큽니다.`,
  ],
  [
    /^The studio could not index (\S+)\.$/,
    (name) => `스튜디오가 ${name}을(를) 색인하지 못했습니다.`,
  ],
  [
    /^The studio answered (\d+) to the upload of (\S+); try again later\.$/,
    (status, name) =>
      `스튜디오가 ${name} 업로드에 ${status}(으)로 응답했습니다. 나중에 다시 시도하세요.`,
  ],
  [
    /^Cannot reach the studio to upload (\S+): (.+)\.$/,
    (name, why) => `${name}을(를) 업로드하려 했지만 스튜디오에 연결할 수 없습니다: ${why}.`,
  ],
  [
    /^Cannot reach the studio to upload (\S+)\.$/,
    (name) => `${name}을(를) 업로드하려 했지만 스튜디오에 연결할 수 없습니다.`,
  ],
  [/^The upload of (\S+) failed: (.+)$/, (name, why) => `${name} 업로드에 실패했습니다: ${why}`],
];

/** What the catalogue loader registers with the namespaces that need it (server-sentences.ts). */
export default { exact: HMI_SERVER_KO, patterns: HMI_SERVER_KO_PATTERNS };

/**
 * The Korean of the sentences the server answers in Calibration
 * (lib/i18n/server-text.ts reads them with the others in server.ts). Keyed by the English the
 * server answers, word for word.
 *
 * Calibration computes in the browser: its worker and @ads/calibration answer in English as the
 * server does (their sentences are tested as they are), so the page shows theirs through
 * serverText too: the rules' reasons, the worker's stages and errors, the board detectors'
 * reasons and the views' warnings.
 */
export const CALIBRATION_SERVER_KO: Record<string, string> = {
  // The server.
  'Calibration not found.': '캘리브레이션을 찾을 수 없습니다.',
  // Sensor names and boards (api.ts, board-draft.ts, the contract's ChArUco rules).
  'Name the sensor, e.g. camera0.': '센서 이름을 입력하세요(예: camera0).',
  'At most 80 characters.': '80자 이내여야 합니다.',
  'Letters, digits, _ / . and - only.': '영문자, 숫자, _ / . - 만 쓸 수 있습니다.',
  'A whole number of inner corners.': '내부 코너 수는 정수여야 합니다.',
  'Between 3 and 40.': '3에서 40 사이여야 합니다.',
  'The side of one square, in millimetres.': '칸 한 변의 길이(mm)를 입력하세요.',
  'The side of one marker, in millimetres.': '마커 한 변의 길이(mm)를 입력하세요.',
  'At most 2000 mm.': '2000 mm 이하여야 합니다.',
  'A whole number of squares.': '칸 수는 정수여야 합니다.',
  'The side of one square: more than 0.': '칸 한 변은 0보다 커야 합니다.',
  'The side of one marker: more than 0.': '마커 한 변은 0보다 커야 합니다.',
  'A marker must be smaller than its square (it sits inside a white square).':
    '마커는 칸보다 작아야 합니다(흰 칸 안에 들어갑니다).',
  // The intrinsics tab's rules.
  'Left out of the calibration.': '캘리브레이션에서 제외했습니다.',
  'The board was not found.': '보드를 찾지 못했습니다.',
  'Set the board first.': '먼저 보드를 설정하세요.',
  'Wait for the search to finish.': '검색이 끝날 때까지 기다리세요.',
  'Name the sensor first.': '먼저 센서 이름을 입력하세요.',
  'Calibrate first: Save keeps the result computed here.':
    '먼저 캘리브레이션하세요: 저장은 여기서 계산한 결과를 보관합니다.',
  'The views changed since the result: Calibrate again first.':
    '결과 이후 뷰가 바뀌었습니다: 먼저 다시 캘리브레이션하세요.',
  // The lidar–camera tab's rules.
  'Give the camera’s intrinsics first.': '먼저 카메라 내부 파라미터를 입력하세요.',
  'Find the board in the image and in the cloud (click it in the 3D view) first.':
    '먼저 이미지와 클라우드에서 보드를 찾으세요(3D 뷰에서 보드를 클릭).',
  'Name the camera first.': '먼저 카메라 이름을 입력하세요.',
  'Solve first: Save keeps the transform solved here.':
    '먼저 계산하세요: 저장은 여기서 계산한 변환을 보관합니다.',
  'The inputs changed since the solve: Solve again first.':
    '계산 이후 입력이 바뀌었습니다: 먼저 다시 계산하세요.',
  'Name the parent and child frames.': '부모 프레임과 자식 프레임의 이름을 입력하세요.',
  'The board’s corners are found in the image by themselves.':
    '이미지에서는 보드 코너가 자동으로 검출됩니다.',
  'Click a point in the 3D view first, then its place here.':
    '먼저 3D 뷰에서 점을 클릭한 뒤, 여기서 그 위치를 클릭하세요.',
  'click a point to pair it': '점을 클릭해 쌍을 만드세요',
  'click on the board to find it in the cloud': '보드를 클릭하면 클라우드에서 찾습니다',
  'A positive number of pixels.': '양수인 픽셀 값이어야 합니다.',
  'Whole pixels.': '정수 픽셀이어야 합니다.',
  'Numbers only.': '숫자만 입력하세요.',
  'The file could not be read as an image (PNG, JPEG, WebP or BMP).':
    '파일을 이미지(PNG, JPEG, WebP, BMP)로 읽을 수 없습니다.',
  // The radar tab's rules.
  'Check the settings: every one is a number, the gate above 0.':
    '설정을 확인하세요: 모두 숫자여야 하고 게이트는 0보다 커야 합니다.',
  'Name the radar first.': '먼저 레이더 이름을 입력하세요.',
  'Fit first: Save keeps the fit made here.':
    '먼저 정합하세요: 저장은 여기서 한 정합을 보관합니다.',
  'The inputs changed since the fit: Fit again first.':
    '정합 이후 입력이 바뀌었습니다: 먼저 다시 정합하세요.',
  'Check the mounting: z within ±100 m, roll and pitch within ±180°.':
    '장착값을 확인하세요: z는 ±100 m, 롤과 피치는 ±180° 이내여야 합니다.',
  "The radar fit gives x, y and yaw only. An automotive radar measures range and azimuth but no reliable elevation, so z, roll and pitch cannot come from reflector matches: take them from the mounting drawing (or a level and a tape measure) and enter them with the fit's x, y and yaw.":
    '레이더 정합은 x, y, 요만 구합니다. 차량용 레이더는 거리와 방위각은 재지만 고도는 믿을 만하게 재지 못하므로 z, 롤, 피치는 반사기 매칭으로 구할 수 없습니다: 장착 도면(또는 수평계와 줄자)에서 가져와 정합의 x, y, 요와 함께 입력하세요.',
  'The reflectors all sit at one place; spread them at least a metre apart.':
    '반사기가 모두 한곳에 있습니다: 적어도 1 m 이상 떨어뜨려 놓으세요.',
  // The worker's stages and errors.
  'Starting…': '시작하는 중…',
  'Loading OpenCV (once per visit)…': 'OpenCV를 불러오는 중(방문마다 한 번)…',
  'Reading the image…': '이미지를 읽는 중…',
  'Finding the board’s markers and corners…': '보드의 마커와 코너를 찾는 중…',
  'Finding the board’s corners…': '보드 코너를 찾는 중…',
  'Drawing the markers…': '마커를 그리는 중…',
  'Undistorting…': '왜곡 보정 중…',
  'Finding the board’s plane and outline…': '보드의 평면과 윤곽을 찾는 중…',
  'Solving the transform…': '변환을 계산하는 중…',
  'Solving the transform from the board…': '보드로 변환을 계산하는 중…',
  'Drawing the sample pictures…': '샘플 사진을 그리는 중…',
  'Drawing the sample scene…': '샘플 장면을 그리는 중…',
  'The point cloud is no longer loaded; open the file again.':
    '포인트 클라우드가 더 이상 로드되어 있지 않습니다: 파일을 다시 여세요.',
  'This browser cannot read images in a worker.':
    '이 브라우저는 워커에서 이미지를 읽을 수 없습니다.',
  'The calibration page was closed.': '캘리브레이션 페이지가 닫혔습니다.',
  'The calibration worker sent an answer the page could not read.':
    '캘리브레이션 워커가 페이지가 읽을 수 없는 응답을 보냈습니다.',
  'The video stopped answering; try another file or format (MP4, WebM).':
    '동영상이 응답하지 않습니다: 다른 파일이나 형식(MP4, WebM)을 써 보세요.',
  'This browser cannot play the video; try MP4 (H.264) or WebM.':
    '이 브라우저는 이 동영상을 재생할 수 없습니다: MP4(H.264)나 WebM을 써 보세요.',
  'The video has no length this browser can read.':
    '이 브라우저가 읽을 수 있는 동영상 길이가 없습니다.',
  'This browser cannot draw video frames.': '이 브라우저는 동영상 프레임을 그릴 수 없습니다.',
  'This browser could not keep a video frame.':
    '이 브라우저가 동영상 프레임을 보관하지 못했습니다.',
  'This browser could not make the PNG; download the SVG instead.':
    '이 브라우저에서 PNG를 만들 수 없습니다: 대신 SVG를 내려받으세요.',
  // The detectors and the views' warnings (@ads/calibration).
  'No chessboard found: hold the whole board in view, in focus and evenly lit, with its white margin showing around the squares.':
    '체스보드를 찾지 못했습니다: 보드 전체가 화면에 들어오고, 초점이 맞고, 고르게 밝으며, 칸 둘레의 흰 여백이 보이게 하세요.',
  'Every view shows the board square-on. Tilt it (about 30–45°) left, right, up and down: tilted views pin down the focal length and principal point.':
    '모든 뷰에서 보드가 정면입니다. 보드를 왼쪽, 오른쪽, 위, 아래로 (약 30–45°) 기울이세요: 기울인 뷰가 초점 거리와 주점을 정해 줍니다.',
  'No plane found near the click (the points are collinear).':
    '클릭한 곳 근처에서 평면을 찾지 못했습니다(포인트가 한 직선 위에 있습니다).',
  'The pixels all lie on one line; pick points spread across the image.':
    '픽셀이 모두 한 직선 위에 있습니다: 이미지 전체에 퍼진 점을 고르세요.',
  'SQPnP found no pose for these pairs.': 'SQPnP가 이 쌍들로 포즈를 찾지 못했습니다.',
  'No view gave a pose from its corners.': '코너로 포즈를 구한 뷰가 없습니다.',
};

const REGIONS: Record<string, string> = {
  'top edge': '위쪽 가장자리',
  'bottom edge': '아래쪽 가장자리',
  'left edge': '왼쪽 가장자리',
  'right edge': '오른쪽 가장자리',
  'top-left corner': '왼쪽 위 모서리',
  'top-right corner': '오른쪽 위 모서리',
  'bottom-left corner': '왼쪽 아래 모서리',
  'bottom-right corner': '오른쪽 아래 모서리',
};

const SIDES: Record<string, string> = {
  'left side': '왼쪽 면',
  'right side': '오른쪽 면',
  'top side': '위쪽 면',
  'bottom side': '아래쪽 면',
  'top-left corner': '왼쪽 위 모서리',
  'top-right corner': '오른쪽 위 모서리',
  'bottom-left corner': '왼쪽 아래 모서리',
  'bottom-right corner': '오른쪽 아래 모서리',
};

/** "top edge, left edge and top-left corner" in Korean. */
const regions = (list: string) =>
  list
    .split(/, | and /)
    .map((each) => REGIONS[each] ?? each)
    .join(', ');

/** "left side away" / "square-on" in Korean. */
const tilt = (text: string) => {
  if (text === 'square-on') return '정면';
  const about = /^about (\d+)°, (.+) away$/.exec(text);
  if (about) return `약 ${about[1]}°, ${SIDES[about[2]!] ?? about[2]}이 멀리`;
  const away = /^(.+) away$/.exec(text);
  return away ? `${SIDES[away[1]!] ?? away[1]}이 멀리` : text;
};

/** Sentences with a number or a name in them: a pattern and its Korean. */
export const CALIBRATION_SERVER_KO_PATTERNS: Array<[RegExp, (...parts: string[]) => string]> = [
  [
    /^Saved (.+?) by (.+?)(?: \(“([^”]*)”\))?(?:, board (\d+×\d+), ([\d.]+) mm|, ChArUco (\d+×\d+), ([\d.]+) mm squares, ([\d.]+) mm markers, (\S+))?\.$/,
    (at, name, note, cells, square, squares, charucoSquare, marker, dictionary) => {
      const who = name === 'someone' ? '알 수 없는 사용자' : `${name}님`;
      const board = cells
        ? `, 보드 ${cells}, ${square} mm`
        : squares
          ? `, ChArUco ${squares}, 칸 ${charucoSquare} mm, 마커 ${marker} mm, ${dictionary}`
          : '';
      return `${at}에 ${who}이 저장${note ? ` (“${note}”)` : ''}${board}.`;
    },
  ],
  [
    /^Needs the board found in at least 3 images \((\d+) now\)\.$/,
    (n) => `보드가 검출된 이미지가 3장 이상 필요합니다(지금 ${n}장).`,
  ],
  [/^Pick at least 6 pairs \((\d+) now\)\.$/, (n) => `쌍을 6개 이상 고르세요(지금 ${n}개).`],
  [/^Finding the board in (\d+) capture\(s\)…$/, (n) => `캡처 ${n}개에서 보드를 찾는 중…`],
  [/^Click where point (\d+) is in the image\.$/, (n) => `이미지에서 점 ${n}의 위치를 클릭하세요.`],
  [
    /^Give at least 2 radar detections at or above (\S+) dBsm \((\d+) now\)\.$/,
    (rcs, n) => `${rcs} dBsm 이상인 레이더 검출을 2개 이상 입력하세요(지금 ${n}개).`,
  ],
  [
    /^Give at least 2 lidar reflectors \((\d+) now\)\.$/,
    (n) => `라이다 반사기를 2개 이상 입력하세요(지금 ${n}개).`,
  ],
  [
    /^The image is (\d+×\d+), the intrinsics are for (\d+×\d+): use the camera’s own resolution\.$/,
    (image, intrinsics) =>
      `이미지는 ${image}인데 내부 파라미터는 ${intrinsics}용입니다: 카메라 본래 해상도를 쓰세요.`,
  ],
  [
    /^This image is (\d+×\d+), the others (\d+×\d+): one calibration is one camera at one resolution\.$/,
    (image, others) =>
      `이 이미지는 ${image}, 다른 이미지는 ${others}입니다: 캘리브레이션 하나는 카메라 하나, 해상도 하나입니다.`,
  ],
  [
    /^The image is (\d+×\d+), the calibration (\d+×\d+)\.$/,
    (image, calibration) => `이미지는 ${image}, 캘리브레이션은 ${calibration}입니다.`,
  ],
  [
    /^The fisheye model has 4 coefficients \(k1 k2 k3 k4\); (\d+) given\.$/,
    (n) => `어안 모델의 계수는 4개(k1 k2 k3 k4)입니다: ${n}개를 입력했습니다.`,
  ],
  [
    /^Only (\d+) of (\d+) pairs agree on one pose \(within ([\d.]+) px\); pairs (.+) disagree and at least (\d+) must agree\. Check those pairs or add more\.$/,
    (agree, total, px, pairs, least) =>
      `쌍 ${total}개 중 ${agree}개만 하나의 포즈에 맞습니다(${px} px 이내): 쌍 ${pairs}이(가) 맞지 않으며 최소 ${least}개가 맞아야 합니다. 그 쌍들을 확인하거나 쌍을 더 추가하세요.`,
  ],
  [
    /^rational_polynomial has 8 coefficients \(k1 k2 p1 p2 k3 k4 k5 k6\); (\d+) given\.$/,
    (n) =>
      `rational_polynomial의 계수는 8개(k1 k2 p1 p2 k3 k4 k5 k6)입니다: ${n}개를 입력했습니다.`,
  ],
  [
    /^rational_polynomial takes 8 distortion coefficients \(k1 k2 p1 p2 k3 k4 k5 k6\); the file has (\d+)\.$/,
    (n) =>
      `rational_polynomial의 왜곡 계수는 8개(k1 k2 p1 p2 k3 k4 k5 k6)입니다: 파일에는 ${n}개가 있습니다.`,
  ],
  [
    /^plumb_bob has 5 \(k1 k2 p1 p2 k3\), or 4 or 8; (\d+) given\.$/,
    (n) => `plumb_bob의 계수는 5개(k1 k2 p1 p2 k3), 또는 4개나 8개입니다: ${n}개를 입력했습니다.`,
  ],
  [/^Solving from (\d+) views…$/, (n) => `뷰 ${n}개로 계산하는 중…`],
  [/^Reading (.+)…$/, (name) => `${name} 읽는 중…`],
  [
    /^Line (\d+): the header has no (.+) column\.$/,
    (line, names) => `${line}행: 머리글에 ${names} 열이 없습니다.`,
  ],
  [/^Line (\d+): no (\S+) value\.$/, (line, name) => `${line}행: ${name} 값이 없습니다.`],
  [
    /^Line (\d+): “(.*)” is not a number \((\S+)\)\.$/,
    (line, cell, name) => `${line}행: “${cell}”은(는) 숫자가 아닙니다(${name}).`,
  ],
  [
    /^A range of (\S+) m is negative; it was left out\.$/,
    (range) => `거리 ${range} m는 음수라서 제외했습니다.`,
  ],
  [
    /^Give at least 2 reflectors seen by both sensors; got (\d+)\.$/,
    (n) => `두 센서가 모두 본 반사기가 2개 이상 필요합니다: ${n}개입니다.`,
  ],
  [
    /^Not an OpenCV ArUco dictionary: one of (.+)\.$/,
    (names) => `OpenCV ArUco 딕셔너리가 아닙니다: ${names} 중 하나여야 합니다.`,
  ],
  [
    /^A (\d+×\d+) board has (\d+) markers; (\S+) has only (\d+): choose a larger dictionary\.$/,
    (size, markers, name, only) =>
      `${size} 보드에는 마커가 ${markers}개 있는데 ${name}에는 ${only}개뿐입니다: 더 큰 딕셔너리를 고르세요.`,
  ],
  [
    /^No (\S+) markers found: check that the dictionary is the printed board's, and that the board is in view, in focus and evenly lit\.$/,
    (name) =>
      `${name} 마커를 찾지 못했습니다: 딕셔너리가 인쇄한 보드의 것인지, 보드가 화면에 들어오고 초점이 맞고 고르게 밝은지 확인하세요.`,
  ],
  [
    /^Found (\d+) (\S+) markers, but none of a (\d+×\d+)-square board's \(ids 0–(\d+)\): check the squares across and down, and the dictionary\.$/,
    (n, name, size, last) =>
      `${name} 마커 ${n}개를 찾았지만 ${size}칸 보드의 마커(ID 0–${last})는 없습니다: 가로·세로 칸 수와 딕셔너리를 확인하세요.`,
  ],
  [
    /^The (\d+) ChArUco corners found lie on one line: bring more rows and columns of the board into view\.$/,
    (n) =>
      `찾은 ChArUco 코너 ${n}개가 한 직선 위에 있습니다: 보드의 행과 열이 더 많이 보이게 하세요.`,
  ],
  [
    /^Only (\d+) ChArUco corners found from (\d+) markers \((\d+) needed\): bring more of the board into view, in focus, and check the squares across and down and the marker size\.$/,
    (n, markers, needed) =>
      `마커 ${markers}개에서 ChArUco 코너를 ${n}개만 찾았습니다(${needed}개 필요): 보드가 더 많이, 초점이 맞게 보이게 하고 가로·세로 칸 수와 마커 크기를 확인하세요.`,
  ],
  [/^(.+) has no points\.$/, (name) => `${name}에 포인트가 없습니다.`],
  [
    /^(.+) could not be read as an image \(PNG, JPEG, WebP or BMP\)\.$/,
    (name) =>
      `${name === 'The file' ? '파일' : name}을 이미지(PNG, JPEG, WebP, BMP)로 읽을 수 없습니다.`,
  ],
  [/^Between (\d+) and (\d+) squares\.$/, (a, b) => `${a}에서 ${b}칸 사이여야 합니다.`],
  [
    /^Found (\d+×\d+) corners of a (\d+×\d+) board: the whole board must be in view\.$/,
    (found, board) =>
      `${board} 보드의 코너 ${found}개를 찾았습니다: 보드 전체가 화면에 들어와야 합니다.`,
  ],
  [
    /^Found (\d+×\d+) inner corners with the board in view, but the board is set as (\d+×\d+): check the board size \(inner corners, not squares\), and that the board is in focus and evenly lit\.$/,
    (found, board) =>
      `보드가 화면에 있는 상태로 내부 코너 ${found}개를 찾았지만 보드는 ${board}로 설정되어 있습니다: 보드 크기(칸이 아닌 내부 코너 수)와, 초점이 맞고 고르게 밝은지 확인하세요.`,
  ],
  [
    /^Found (\d+×\d+) inner corners, but the board is set as (\d+×\d+): check the board size \(count inner corners, not squares\)\.$/,
    (found, board) =>
      `내부 코너 ${found}개를 찾았지만 보드는 ${board}로 설정되어 있습니다: 보드 크기(칸이 아닌 내부 코너 수)를 확인하세요.`,
  ],
  [
    /^The picture \((\d+×\d+)\) is too small or incomplete to search\.$/,
    (size) => `사진(${size})이 너무 작거나 불완전해서 찾을 수 없습니다.`,
  ],
  [
    /^(\d+) views? with the board found: at least (\d+) are needed to calibrate at all, (\d+) or more for a dependable result\.$/,
    (n, min, good) =>
      `보드가 검출된 뷰가 ${n}개입니다: 캘리브레이션하려면 최소 ${min}개, 믿을 만한 결과에는 ${good}개 이상이 필요합니다.`,
  ],
  [
    /^Only (\d+) views with the board found; (\d+) or more are recommended\.$/,
    (n, good) => `보드가 검출된 뷰가 ${n}개뿐입니다: ${good}개 이상을 권장합니다.`,
  ],
  [
    /^(\d+) views repeat a pose, so each group counts about as one view: leave out all but one of each, or turn, tilt or move the board between captures\.$/,
    (n) =>
      `뷰 ${n}개가 같은 포즈를 반복해서 그룹마다 뷰 하나 정도로만 셉니다: 그룹마다 하나만 남기고 제외하거나, 촬영 사이에 보드를 돌리거나 기울이거나 옮기세요.`,
  ],
  [
    /^No board corners near the image's (.+): distortion is strongest there, so show the board there too\.$/,
    (list) =>
      `이미지의 ${regions(list)} 근처에 보드 코너가 없습니다: 왜곡은 그곳에서 가장 크므로 그곳에도 보드를 보여 주세요.`,
  ],
  [
    /^same tilt \((.+)\) and distance \(about ([\d.]+) m\), same place in the picture$/,
    (angle, distance) => `같은 기울기(${tilt(angle)})와 거리(약 ${distance} m), 화면의 같은 위치`,
  ],
  [
    /^same tilt \((.+)\) and distance, same place in the picture$/,
    (angle) => `같은 기울기(${tilt(angle)})와 거리, 화면의 같은 위치`,
  ],
  [/^RMS ([\d.]+) px over (\d+) views?(.*)$/, (rms, n, rest) => `RMS ${rms} px, 뷰 ${n}개${rest}`],
  [/^RMS ([\d.]+) px over (\d+) pairs?(.*)$/, (rms, n, rest) => `RMS ${rms} px, 쌍 ${n}개${rest}`],
  [
    /^RMS ([\d.]+) cm over (\d+) reflectors? · yaw (\S+)° · z (\S+) m · roll (\S+)° · pitch (\S+)°$/,
    (rms, n, yaw, z, roll, pitch) =>
      `RMS ${rms} cm, 반사기 ${n}개 · 요 ${yaw}° · z ${z} m · 롤 ${roll}° · 피치 ${pitch}°`,
  ],
  [
    /^Only (\d+) points lie within ([\d.]+) m of the click; click on the board itself\.$/,
    (n, radius) =>
      `클릭한 곳에서 ${radius} m 안에 포인트가 ${n}개뿐입니다: 보드 자체를 클릭하세요.`,
  ],
  [
    /^The plane near the click measures ([\d.]+ × [\d.]+) m, more than the board's ([\d.]+ × [\d.]+) m: it runs into something else \(a wall, the floor, the stand\)\. Hold the board clear of other surfaces or lower the radius\.$/,
    (measured, board) =>
      `클릭한 곳 근처의 평면이 ${measured} m로 보드(${board} m)보다 큽니다: 다른 것(벽, 바닥, 거치대)과 이어져 있습니다. 보드를 다른 면에서 떨어뜨리거나 반경을 줄이세요.`,
  ],
  [
    /^Only a ([\d.]+ × [\d.]+) m piece of the board was found \(it is ([\d.]+ × [\d.]+) m\): it is partly hidden, too sparsely hit, or the radius cuts it\. Click nearer its centre\.$/,
    (piece, board) =>
      `보드의 ${piece} m 부분만 찾았습니다(보드는 ${board} m): 일부가 가려졌거나, 포인트가 너무 성기거나, 반경이 보드를 자릅니다. 중심에 더 가깝게 클릭하세요.`,
  ],
];

/** What the catalogue loader registers with the namespaces that need it (server-sentences.ts). */
export default { exact: CALIBRATION_SERVER_KO, patterns: CALIBRATION_SERVER_KO_PATTERNS };

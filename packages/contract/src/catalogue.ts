import type { Role } from './roles';

export type AppKey =
  | 'home'
  | 'launcher'
  | 'remote'
  | 'statistics'
  | 'hmi'
  | 'monitoring'
  | 'education'
  | 'benchmark'
  | 'calibration'
  | 'store'
  | 'map';

export type MediaType = 'img' | 'video' | 'none';

export interface AppEntry {
  key: AppKey;
  name: string;
  url: string;
  /** Name of the icon the web maps to an icon component (the contract stays UI-free). */
  icon: string;
  subtitle: string;
  /** Korean description paragraphs shown on the home card. */
  description: string[];
  media: { src: string; type: MediaType };
  disabled: boolean;
}

const image = (name: string) => ({ src: `/api/file/image/?name=${name}`, type: 'img' as const });
const noMedia = { src: '', type: 'none' as const };

/** The eleven apps of spec §2 with their default availability (8 of 11 disabled). */
export const CATALOGUE: readonly AppEntry[] = [
  {
    key: 'home',
    name: 'Home',
    url: '/home',
    icon: 'Home',
    subtitle: 'ADS Studio',
    description: [
      '자율주행 모빌리티 소프트웨어의 개발, 검증, 운영을 위한 클라우드 스튜디오입니다.',
      '하나의 계정으로 프로젝트와 PC를 관리하고, 필요한 앱을 바로 실행하세요.',
    ],
    media: image('app-Home'),
    disabled: false,
  },
  {
    key: 'launcher',
    name: 'ADS IDE',
    url: '/launcher',
    icon: 'Terminal',
    subtitle: 'Design, build and run driving software',
    description: [
      '자율주행 소프트웨어를 설계하고 빌드하고 실행하는 통합 개발 환경입니다.',
      '등록한 PC에 인지, 측위, 판단, 제어 모듈을 설치하고 실행 상태와 로그를 실시간으로 확인합니다.',
    ],
    media: noMedia,
    disabled: false,
  },
  {
    key: 'remote',
    name: 'ADS IDE Remote',
    url: '/remote',
    icon: 'SettingsRemote',
    subtitle: 'Code and screen of a remote PC',
    description: [
      '원격 PC의 코드와 화면에 브라우저에서 바로 접속합니다.',
      '차량 컴퓨터에서 실행 중인 소프트웨어를 자리에서 수정하고 확인하세요.',
    ],
    media: noMedia,
    disabled: false,
  },
  {
    key: 'statistics',
    name: 'Data Management',
    url: '/statistics',
    icon: 'Storage',
    subtitle: 'Collect, classify and analyse driving data',
    description: [
      '주행 데이터를 수집하고 분류하고 분석합니다.',
      'MCAP, ROS bag 기록을 올리면 토픽, 주행 경로, 거리와 속도를 자동으로 색인합니다.',
    ],
    media: noMedia,
    disabled: true,
  },
  {
    key: 'hmi',
    name: 'HMI',
    url: '/hmi',
    icon: 'Map',
    subtitle: 'Maps, vehicle data and user commands',
    description: [
      '지도와 차량 데이터를 시각화하고 사용자 명령을 전달합니다.',
      '차량의 위치, 속도, 경로와 센서 상태를 한 화면에서 확인하세요.',
    ],
    media: noMedia,
    disabled: true,
  },
  {
    key: 'monitoring',
    name: 'FMS',
    url: '/monitoring',
    icon: 'LocalShipping',
    subtitle: 'Fleet monitoring and tele-operated driving',
    description: [
      '차량 군을 모니터링하고 제어하는 관제 시스템입니다.',
      'AUTO, REMOTE, MANUAL 주행 모드를 전환하고 원격 주행을 지원합니다.',
    ],
    media: noMedia,
    disabled: true,
  },
  {
    key: 'education',
    name: 'ADS Education',
    url: '/education/home',
    icon: 'School',
    subtitle: 'Challenges and ranking for learners',
    description: [
      '자율주행 소프트웨어를 배우는 학습자를 위한 챌린지와 랭킹을 제공합니다.',
      '모바일에 맞춘 화면에서 과제를 풀고 결과를 비교해 보세요.',
    ],
    media: noMedia,
    disabled: true,
  },
  {
    key: 'benchmark',
    name: 'AI Benchmark',
    url: '/benchmark',
    icon: 'Leaderboard',
    subtitle: 'Lidar datasets, evaluation and leaderboard',
    description: [
      '관리자가 가져온 라이다 데이터셋(KITTI 객체 데이터셋 등, 최대 약 20,000 프레임)이나 생성한 샘플 거리 데이터로 3D 검출 모델을 평가합니다.',
      '예측은 nuScenes와 KITTI 지표로 채점하며, 리더보드마다 기준 검출기가 있고 예제 파일로 형식을 보여 줍니다.',
    ],
    media: noMedia,
    disabled: true,
  },
  {
    key: 'calibration',
    name: 'Calibration',
    url: '/calibration',
    icon: 'CameraAlt',
    subtitle: 'Camera, lidar and 4D radar calibration',
    description: [
      '카메라, 라이다, 4D 레이더의 캘리브레이션을 수행합니다.',
      '카메라 내부 파라미터와 센서 간 외부 파라미터를 계산하고 결과를 확인합니다.',
    ],
    media: image('app-Calibration'),
    disabled: true,
  },
  {
    key: 'store',
    name: 'IP Repository',
    url: '/store/home',
    icon: 'Store',
    subtitle: 'Algorithms and combos for your PC',
    description: [
      '자율주행 알고리즘과 조합을 모아 둔 저장소입니다.',
      '필요한 알고리즘을 골라 내 PC에 바로 설치하세요.',
    ],
    media: noMedia,
    disabled: true,
  },
  {
    key: 'map',
    name: 'HDMAP Builder',
    url: '/map',
    icon: 'Layers',
    subtitle: 'Build and edit HD maps',
    description: [
      '자율주행용 정밀 지도를 만들고 편집합니다.',
      '차선, 정지선, 교차로를 Lanelet2 형식으로 작성하고 내보냅니다.',
    ],
    media: noMedia,
    disabled: true,
  },
];

/** Apps that stay disabled for every role but SUPER (spec §4). */
export const SUPER_ONLY_APPS: readonly AppKey[] = ['map', 'store', 'calibration', 'benchmark'];

/** Areas of the top bar's title and 'Switch to' menu, in the spec's order (§2). */
export const AREAS: readonly AppKey[] = [
  'home',
  'launcher',
  'remote',
  'statistics',
  'hmi',
  'benchmark',
  'monitoring',
  'education',
  'calibration',
  'store',
  'map',
];

/** What a role sees of an app: not at all, its card saying 'Update soon', or the app itself. */
export const APP_STATES = ['hidden', 'disabled', 'enabled'] as const;
export type AppState = (typeof APP_STATES)[number];

/**
 * The roles whose view of the catalogue a SUPER may change (docs/adr/0012). SUPER always sees
 * every app enabled, and anonymous visitors what a guest (ALL) sees, each app asking them to
 * sign in first (`appReach`).
 */
export const CONFIGURABLE_ROLES = ['ALL', 'EDU', 'USER', 'ADMIN'] as const;
export type ConfigurableRole = (typeof CONFIGURABLE_ROLES)[number];

/** Apps whose availability is fixed: home is the landing page every role arrives on. */
export const FIXED_APPS: readonly AppKey[] = ['home'];

/** Changes a SUPER made: app → role → state; what is missing keeps the spec's default. */
export type AppAvailability = Partial<Record<AppKey, Partial<Record<ConfigurableRole, AppState>>>>;

/**
 * The spec's default for every signed-in role below SUPER (§4): the remote IDE hidden, the
 * SUPER-only apps disabled, the others enabled.
 */
export function defaultAppState(app: AppKey): AppState {
  if (app === 'remote') return 'hidden';
  return SUPER_ONLY_APPS.includes(app) ? 'disabled' : 'enabled';
}

const isConfigurable = (role: unknown): role is ConfigurableRole =>
  (CONFIGURABLE_ROLES as readonly unknown[]).includes(role);

/** The state of one app for one role under the SUPER's changes. */
export function appStateFor(
  app: AppKey,
  role: Role | string | null | undefined,
  availability: AppAvailability = {},
): AppState {
  if (role === 'SUPER') return 'enabled';
  // A visitor who is not signed in sees what a guest (ALL) would: the apps a sign-in leads to
  // (issue 30: the card said 'Update soon' while the same app was on for guests).
  const configured = isConfigurable(role) ? role : 'ALL';
  if (FIXED_APPS.includes(app)) return 'enabled';
  return availability[app]?.[configured] ?? defaultAppState(app);
}

/**
 * The catalogue as a role sees it: hidden apps left out, disabled ones marked. With no changes
 * this is spec §4: SUPER sees every app enabled; every other role, visitors (PUBLIC) among them,
 * all but the remote IDE, with the SUPER-only apps disabled. (The entries' own `disabled` flags
 * are the spec's catalogue data, 8 of 11 disabled; §4's role rule decides what a card shows.)
 */
export function catalogueFor(
  role: Role | string | null | undefined,
  availability: AppAvailability = {},
): AppEntry[] {
  return CATALOGUE.flatMap((app) => {
    const state = appStateFor(app.key, role, availability);
    return state === 'hidden' ? [] : [{ ...app, disabled: state === 'disabled' }];
  });
}

/** The area a path belongs to: its first segment when that is an area, else home (spec §2). */
export function areaOf(pathname: string): AppKey {
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  return (AREAS as readonly string[]).includes(first) ? (first as AppKey) : 'home';
}

/** One catalogue entry by key. */
export function appByKey(key: AppKey): AppEntry {
  const app = CATALOGUE.find((entry) => entry.key === key);
  if (!app) throw new Error(`unknown app ${key}`);
  return app;
}

import type { Catalogue } from '../../catalogue-types';
import type en from '../en/admin';

const admin: Catalogue<typeof en> = {
  users: {
    title: '사용자',
    loading: '계정을 불러오는 중…',
    count_one: '계정 {{count}}개',
    count_other: '계정 {{count}}개',
    superOnly: 'ADMIN과 SUPER는 SUPER만 부여할 수 있습니다',
    search: '사용자 검색',
    searchPlaceholder: '이름, 이메일 또는 회사',
    loadingUsers: '사용자를 불러오는 중',
    noMatch: '"{{search}}"에 맞는 계정이 없습니다.',
    none: '표시할 계정이 없습니다.',
    columns: {
      id: '번호',
      name: '이름',
      email: '이메일',
      company: '회사',
      role: '역할',
      active: '활성',
      guest: '게스트',
      created: '가입일',
    },
    you: '나',
    guest: '게스트',
    no: '아니요',
    roleOf: '{{name}}의 역할',
    activeOf: '{{name}} 활성 여부',
    updated: '사용자 정보를 바꿨습니다.',
    ownRow: '자신의 역할이나 상태는 바꿀 수 없습니다.',
    adminRow: '관리자는 SUPER만 바꿀 수 있습니다.',
  },
  apps: {
    title: '앱',
    subtitle:
      '역할별로 볼 수 있는 앱입니다. SUPER는 항상 모든 앱을 봅니다. 로그인하지 않은 방문자는 게스트와 같은 화면을 보며 먼저 로그인합니다.',
    loading: '앱을 불러오는 중',
    table: '역할별 앱',
    columns: { app: '앱', visitors: '방문자(로그아웃 상태)' },
    roles: {
      ALL: '게스트 (ALL)',
      EDU: '학습자 (EDU)',
      USER: '사용자 (USER)',
      ADMIN: '관리자 (ADMIN)',
    },
    states: { enabled: '사용', disabled: '업데이트 예정', hidden: '숨김' },
    notes: { signIn: '먼저 로그인', signUp: '먼저 회원가입' },
    fixed: '항상 켜짐: 모두가 처음 보는 페이지',
    forRole: '{{role}}의 {{app}}',
    changed: '변경됨 · 기본값 {{state}}',
    reset: '명세의 기본값으로 되돌리기',
    resetApp: '{{app}}을(를) 명세의 기본값으로 되돌리기',
  },
  audit: {
    title: '변경 기록',
    loading: '변경 기록을 불러오는 중',
    columns: {
      when: '일시',
      who: '변경한 사람',
      app: '앱',
      role: '역할',
      before: '이전',
      after: '이후',
    },
    none: '아직 변경 기록이 없습니다. 모든 앱이 명세의 기본값입니다.',
    older: '이전 변경 기록 보기',
  },
  basemap: {
    title: '배경 지도',
    subtitle:
      '스튜디오의 모든 지도(HDMAP Builder, FMS, HMI, Data Management의 경로 지도) 아래에 깔리는 배경입니다.',
    loading: '불러오는 중',
    now: '현재:',
    nowLabel: '현재 배경 지도',
    form: '배경 지도 설정',
    kindLegend: '지도 내용 아래에 그릴 것',
    address: '주소',
    addressHelp:
      'http(s) 주소 또는 이 스튜디오의 경로입니다. 브라우저가 직접 가져오므로 이 스튜디오를 허용해야 합니다(CORS).',
    save: '배경 지도 저장',
    saved: '배경 지도를 저장했습니다. 지금부터 여는 지도에 적용됩니다.',
    kinds: {
      none: {
        label: '없음: 오프라인 배경과 격자',
        help: '인터넷에서 아무것도 가져오지 않습니다. 지도는 위도·경도 선이 있는 단색 배경 위에 내용을 그립니다.',
      },
      style: {
        label: 'MapLibre 스타일(벡터 또는 래스터)',
        help: '스타일 JSON의 주소입니다. 예: 직접 운영하는 OpenMapTiles 스타일이나 업체의 스타일 URL.',
      },
      raster: {
        label: '래스터 타일(XYZ 템플릿)',
        help: '{z}, {x}, {y}가 들어간 타일 주소입니다. 예: 노면을 볼 수 있는 항공 사진.',
      },
      pmtiles: {
        label: 'PMTiles 아카이브(래스터 타일)',
        help: '범위 요청으로 읽는 .pmtiles 파일 하나입니다. 파일 서버에 두거나 이 스튜디오가 제공합니다: region.pmtiles를 DATA_DIR/basemap 폴더에 넣고 /basemap/region.pmtiles를 입력하세요.',
      },
    },
    origin: {
      runtime: '{{date}}에 {{who}} 님이 여기서 설정: {{what}}.',
      build:
        '웹 앱 빌드 설정({{variable}}): {{what}}. 여기서 저장하면 새로 빌드하지 않고 바꿉니다.',
      noneSet: '없음. {{date}}에 {{who}} 님이 여기서 설정: 오프라인 배경과 격자.',
      offline: '없음: 오프라인 배경과 격자(여기서도 빌드에서도 배경 지도를 정하지 않았습니다).',
      deleted: '삭제된 계정',
    },
  },
};
export default admin;

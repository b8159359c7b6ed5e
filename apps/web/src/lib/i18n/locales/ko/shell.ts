import type { Catalogue } from '../../catalogue-types';
import type en from '../en/shell';

const shell: Catalogue<typeof en> = {
  logo: 'ADS Studio 홈',
  signIn: '로그인',
  switchTo: '앱 이동',
  reach: { signIn: '로그인 후 열기', signUp: '회원가입 후 열기' },
  guardSignUpPrompt:
    '회원가입이 필요합니다. 게스트 계정에서 로그아웃한 뒤 회원가입 페이지로 이동할까요?',
  projects: {
    title: '프로젝트',
    viewAll: '모든 프로젝트 보기',
    current: '프로젝트: {{name}}',
    newProject: '새 프로젝트',
    noneYet: '아직 프로젝트가 없습니다',
    notSaved: '현재 프로젝트를 저장하지 못했습니다: {{reason}}',
  },
  help: { title: '도움말', faq: '자주 묻는 질문', notice: '공지사항' },
  theme: { light: '밝은 테마 사용', dark: '어두운 테마 사용' },
  account: {
    menu: '계정',
    group: '계정',
    changePassword: '비밀번호 변경',
    deleteAccount: '계정 삭제',
    admin: '관리',
    adminUser: '사용자',
    adminBenchmark: '벤치마크',
    adminEducation: '교육',
    adminApps: '앱',
    adminBasemap: '배경 지도',
    logout: '로그아웃',
  },
  downloads: {
    title: '다운로드 진행 상황',
    empty: '진행 중인 다운로드가 없습니다.',
    failed: '실패',
    installing: '설치 중…',
    progress: '{{name}} 진행률',
  },
  modules: {
    title: '실행 중인 모듈',
    reload: '새로고침',
    running: '실행 중',
    stopped: '중지됨',
    agentOnline: '{{pc}} 에이전트 온라인',
    agentOffline: '{{pc}} 에이전트 오프라인',
    none: '실행 중인 모듈이 없습니다.',
    listFailed: '실행 중인 모듈 목록을 가져오지 못했습니다.',
    installFailed: '설치하지 못했습니다.',
  },
  unavailable: {
    text: '아직 내 계정에서 {{app}}을(를) 사용할 수 없습니다. 관리자가 내 역할에 이 앱을 켤 수 있습니다.',
  },
  // The spec's own labels (spec §2).
  educationBar: {
    // The app's name, which stays a product name in Korean (ADR 28).
    label: 'Education',
    home: '홈',
    challenge: '챌린지',
    launcher: '런처',
    more: '더보기',
  },
  agentCommand: '{{pc}} 에이전트 명령',
};
export default shell;

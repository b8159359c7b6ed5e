import type { Catalogue } from '../../catalogue-types';
import type en from '../en/home';

const home: Catalogue<typeof en> = {
  hero: {
    tagline: '자율주행을 위한 클라우드 스튜디오',
    welcome: '<0>{{name}}</0>님, 환영합니다',
    welcomeBack: '<0>{{name}}</0>님, 다시 오신 것을 환영합니다',
    title: '<0>자율주행</0> 소프트웨어를 만들고, 검증하고, 운영하세요.',
    signIn: '로그인',
    createAccount: '계정 만들기',
    openIde: 'ADS IDE 열기',
    manageProjects: '프로젝트 관리',
    countSignedIn_one: '앱 {{total}}개 중 <0>{{count}}</0>개를 내 계정에서 열 수 있습니다',
    countSignedIn_other: '앱 {{total}}개 중 <0>{{count}}</0>개를 내 계정에서 열 수 있습니다',
    countVisitor_one: '로그인하면 앱 {{total}}개 중 <0>{{count}}</0>개를 열 수 있습니다',
    countVisitor_other: '로그인하면 앱 {{total}}개 중 <0>{{count}}</0>개를 열 수 있습니다',
  },
  steps: {
    title: '세 단계로 시작하기',
    pc: {
      title: 'PC 등록',
      text: '워크스테이션이나 차량 컴퓨터에서 토큰으로 에이전트를 실행하세요.',
    },
    project: {
      title: '프로젝트 만들기',
      text: '차량과 개발·시험에 쓰는 PC를 하나로 묶으세요.',
    },
    modules: {
      title: '모듈 실행',
      text: 'ADS IDE에서 인지, 측위, 판단, 제어 모듈을 설치하고 실행하세요.',
    },
  },
  apps: {
    title: '앱',
    subtitle: '자율주행 소프트웨어의 개발, 검증, 운영에 필요한 모든 것.',
  },
  card: { open: '열기', signIn: '로그인 후 열기', signUp: '회원가입 후 열기' },
};
export default home;

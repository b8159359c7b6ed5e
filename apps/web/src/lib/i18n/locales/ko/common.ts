import type { Catalogue } from '../../catalogue-types';
import type en from '../en/common';

const common: Catalogue<typeof en> = {
  actions: {
    cancel: '취소',
    ok: '확인',
    confirm: '확인',
    close: '닫기',
    save: '저장',
    delete: '삭제',
    retry: '다시 시도',
    copy: '복사',
    copied: '복사됨',
    backHome: '홈으로 돌아가기',
  },
  state: {
    loading: '불러오는 중',
    loadingPage: '페이지를 불러오는 중',
    somethingWrong: '문제가 발생했습니다.',
    yes: '예',
    no: '아니요',
  },
  language: {
    label: '언어',
    en: 'English',
    ko: '한국어',
    notSaved: '언어를 계정에 저장하지 못했습니다: {{reason}}',
  },
  messages: {
    networkError: '네트워크 오류입니다. 관리자에게 문의하세요.',
    unauthenticated: '로그인이 필요한 요청입니다.',
    authNetworkError: '[ADS Studio] 네트워크 오류 (OTA)',
    updateSoon: '곧 업데이트됩니다',
  },
  footer: { contact: '문의하기', privacy: '개인정보처리방침', terms: '이용약관' },
  command: {
    copied: '명령을 복사했습니다.',
    selected: '명령이 선택되었습니다. Ctrl+C(Mac은 ⌘C)를 눌러 복사하세요.',
    copyLabel: '{{label}} 복사',
  },
  notFound: {
    code: '오류 404',
    title: '페이지를 찾을 수 없습니다',
    text: '<0>{{path}}</0>에는 페이지가 없습니다. 옮겨졌거나 주소가 잘못 입력되었을 수 있습니다.',
    home: '홈으로 가기',
    help: '도움이 필요하신가요?',
    contact: '문의하기',
  },
  chunkTimeout: '페이지를 불러오는 데 {{seconds}}초보다 오래 걸렸습니다.',
};
export default common;

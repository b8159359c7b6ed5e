import type { Catalogue } from '../../catalogue-types';
import type en from '../en/operator';

const operator: Catalogue<typeof en> = {
  title: '서비스 상태',
  lastChecked: '마지막 확인 {{time}} · {{seconds}}초마다',
  checking: '서비스를 확인하는 중…',
  checkNow: '지금 확인',
  allUp: '스튜디오가 정상 동작 중입니다. API와 파일 서비스가 정상적으로 응답합니다.',
  someDown: '일부 서비스가 응답하지 않습니다. 원인을 확인하고 있습니다.',
  services: {
    api: {
      name: 'API',
      description: '계정, 프로젝트, PC, 공지를 비롯한 모든 백엔드 호출.',
    },
    files: {
      name: '파일 서비스',
      description: '이미지, 데이터 카테고리, 그리고 이후 주행 데이터 파일.',
    },
    realtime: {
      name: '실시간',
      description: '브라우저와 PC·차량의 에이전트를 잇는 실시간 채널.',
    },
  },
  state: {
    up: '정상',
    down: '중단',
    unavailable: '아직 제공되지 않음',
    checking: '확인 중…',
  },
  facts: {
    responseTime: '응답 시간',
    database: '데이터베이스',
    embedded: 'PGlite (내장)',
    version: '버전',
    categories: '카테고리',
    loaded: '{{count}}개 불러옴',
    failed: '실패',
    image: '이미지 <0>{{name}}</0>',
    loadedIn: '{{took}} 만에 불러옴',
    channel: '채널',
    ms: '{{value}} ms',
  },
  notes: {
    image: '이미지를 불러오지 못했습니다.',
    realtime:
      'PC와 차량으로 가는 실시간 채널은 실시간 업데이트와 함께 제공됩니다. 아직 확인할 것이 없습니다.',
  },
};
export default operator;

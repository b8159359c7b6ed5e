import type { Catalogue } from '../../catalogue-types';
import type en from '../en/vehicle';

const vehicle: Catalogue<typeof en> = {
  notConnected: '아직 {{name}}에 연결되지 않았습니다. 잠시 후 다시 시도하세요.',
  refused: {
    mode: '차량이 모드 변경을 거부했습니다.',
    lock: '차량이 제어 요청을 거부했습니다.',
    estop: '차량이 비상 정지 요청을 거부했습니다.',
    settings: '차량이 설정을 거부했습니다.',
    route: '차량이 목표 지점을 거부했습니다.',
    changeRoute: '차량이 새 목표 지점을 거부했습니다.',
    clearRoute: '차량이 경로 지우기를 거부했습니다.',
    initialPose: '차량이 초기 위치를 거부했습니다.',
    engage: '차량이 자율주행 시작을 거부했습니다.',
    map: '차량이 지도를 거부했습니다.',
    record: '차량이 기록 요청을 거부했습니다.',
    other: '차량이 요청을 거부했습니다.',
  },
  lock: {
    group: '제어권',
    holder: '제어권 보유자',
    nobody: '아무도 제어권을 갖고 있지 않습니다.',
    you: '내가 제어권을 갖고 있습니다.',
    someone: '{{name}} 님이 제어권을 갖고 있습니다.',
    youElsewhere: '다른 탭이나 창에서 내가 제어권을 갖고 있습니다.',
    heldBy:
      '{{name}} 님이 제어권을 갖고 있습니다. 해제되거나 연결이 끊기면 다시 가져올 수 있습니다.',
    heldByOtherTab:
      '다른 탭이 제어권을 갖고 있습니다. 해제되거나 연결이 끊기면 다시 가져올 수 있습니다.',
    take: '제어권 가져오기',
    takeover: '제어권 넘겨받기',
    release: '제어권 해제',
    taking: '제어권을 가져오는 중…',
    tookOver: '{{name}} 님이 {{vehicle}}의 제어권을 넘겨받았습니다.',
    ended: '{{vehicle}}에 대한 제어권이 끝났습니다.',
  },
  modeMeaning: {
    AUTO: 'Autoware가 운전합니다(자율주행)',
    REMOTE: '여기서 운전합니다(원격 운전)',
    MANUAL: '차량 안의 운전자가 운전합니다(수동)',
    STOP: '차량이 멈춘 채 유지합니다',
  },
  mrm: {
    NORMAL: '정상',
    OPERATING: '비상 정지 진행 중',
    SUCCEEDED: '비상 정지로 정지함',
    FAILED: '비상 정지 실패',
  },
  mrmBehavior: {
    COMFORTABLE_STOP: '완만한 정지',
    PULL_OVER: '갓길 정차',
  },
  banner: {
    label: '비상 정지 상태',
    sent: '비상 정지를 보냈습니다',
    release: '비상 정지 해제',
    effect: '차량이 한 조치',
    braking: '차량이 완전히 멈출 때까지 제동하고 있습니다.',
    checkOnSite: '현장에서 차량을 확인하세요.',
  },
  stops: {
    stopHint: 'STOP: {{name}} 차량이 완전히 멈출 때까지 제동하고 STOP 모드를 유지합니다.',
    estopHint: '비상 정지: {{name}} 차량이 완전히 멈출 때까지 제동하고 해제할 때까지 유지합니다.',
  },
  map: {
    notDrawn: '차량 지도를 그리지 못했습니다: {{reason}}',
  },
};
export default vehicle;

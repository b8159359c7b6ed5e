import type { Catalogue } from '../../catalogue-types';
import type en from '../en/project';

const project: Catalogue<typeof en> = {
  projects: {
    title: '프로젝트',
    description:
      '프로젝트는 한 차량의 소프트웨어를 실행하는 PC를 묶습니다. PC를 등록하고 에이전트를 시작한 뒤 프로젝트에 연결하세요.',
    new: '새 프로젝트',
    emptyTitle: '아직 프로젝트가 없습니다',
    emptyText:
      '작업하는 차량마다 프로젝트를 만들고, 그 차량의 소프트웨어를 실행하는 PC를 연결하세요.',
    confirmDelete:
      '프로젝트 "{{title}}"을(를) 삭제할까요? 프로젝트의 PC는 등록된 채로 남으며 다른 프로젝트에 연결할 수 있습니다.',
  },
  card: {
    current: '현재',
    noVehicle: '차량 미지정',
    pcs: 'PC',
    pcsOnline: 'PC · {{total}}대 중 {{online}}대 온라인',
    noPc: '아직 이 프로젝트에 PC가 없습니다. PC를 연결하면 이 차량의 소프트웨어가 그 PC에서 실행됩니다.',
    pcsIn: '{{title}}의 PC',
    detach: '연결 해제',
    detachLabel: '{{name}} 연결 해제',
    menu: '{{title}} 작업',
    rename: '이름 바꾸기',
  },
  attach: {
    registerFirst: '먼저 내 PC에서 PC를 등록하세요.',
    allIn: '내 PC가 모두 이 프로젝트에 있습니다.',
    label: '{{title}}에 PC 연결',
    button: 'PC 연결',
  },
  form: {
    newTitle: '새 프로젝트',
    renameTitle: '프로젝트 이름 바꾸기',
    title: '제목',
    vehicle: '차량',
    vehicleHelp: '차량 또는 플랫폼, 예: 아이오닉 5 시험차',
    create: '만들기',
  },
  online: '온라인',
  offline: '오프라인',
  pcs: {
    title: '내 PC',
    description:
      '각 PC에서는 주행 소프트웨어를 설치하고 실행하는 에이전트가 돌아갑니다. PC 카드의 명령으로 에이전트를 시작하세요.',
    register: 'PC 등록',
    emptyTitle: '등록된 PC가 없습니다',
    emptyText:
      '소프트웨어를 실행할 워크스테이션이나 차량 컴퓨터를 등록하세요. 그 PC에서 에이전트를 시작하는 명령이 하나 주어집니다.',
    confirmDelete:
      'PC "{{name}}"을(를) 삭제할까요? 에이전트가 더 이상 연결할 수 없고, 이 PC가 속한 모든 프로젝트에서 빠집니다.',
  },
  pc: {
    registered: '{{date}} 등록',
    delete: 'PC 삭제',
    deleteLabel: '{{name}} 삭제',
    run: 'PC에서 다음 명령을 실행해 에이전트를 시작하세요:',
    noCar:
      '차량이 없나요? <0>--vehicle sim</0>을 붙이면 시뮬레이션 차량으로 FMS와 HMI를 써 볼 수 있습니다.',
    notInProject: '아직 프로젝트에 속하지 않았습니다.',
    in: '소속',
    agentConnected: '에이전트 연결됨',
    lastSeen: '마지막 접속 {{time}}',
    neverConnected: '에이전트가 연결된 적 없음',
    justNow: '방금',
    agentOnline: '{{name}} 에이전트 온라인',
    agentOffline: '{{name}} 에이전트 오프라인',
  },
  register: {
    title: 'PC 등록',
    text: '소프트웨어를 실행할 워크스테이션이나 차량 컴퓨터의 이름을 정하세요. 에이전트는 아래 토큰으로 로그인하므로 토큰을 외부에 공개하지 마세요.',
    name: 'PC 이름',
    nameHelp: '예: 차량 01 또는 실험실 워크스테이션',
    token: '토큰',
    minting: '토큰을 발급하는 중…',
    tokenHelp: '스튜디오가 이 PC용으로 발급한 토큰입니다.',
    submit: '등록',
  },
};
export default project;

/**
 * Example challenges shown until the Education issue brings real ones with scoring and
 * ranking; the pages label them as examples so nobody mistakes them for live content.
 */
export interface SampleChallenge {
  id: string;
  title: string;
  level: '초급' | '중급' | '고급';
  minutes: number;
  summary: string;
  goals: string[];
  scoring: string;
}

export const SAMPLE_CHALLENGES: SampleChallenge[] = [
  {
    id: '1',
    title: '차선 유지 주행',
    level: '초급',
    minutes: 30,
    summary: '카메라 영상으로 차선을 인식하고 차로 중앙을 따라 달리도록 조향을 제어합니다.',
    goals: [
      '카메라 영상에서 좌우 차선을 검출합니다.',
      '차로 중앙과의 횡방향 오차를 계산합니다.',
      'PID 제어기로 조향각을 만들어 곡선 구간을 통과합니다.',
    ],
    scoring: '차로 이탈 없이 완주한 거리와 평균 횡방향 오차로 평가합니다.',
  },
  {
    id: '2',
    title: '긴급 제동 (AEB)',
    level: '중급',
    minutes: 45,
    summary: '라이다로 전방 장애물을 감지하고 충돌 전에 안전하게 멈추는 긴급 제동을 구현합니다.',
    goals: [
      '라이다 포인트 클라우드에서 전방 장애물을 찾습니다.',
      '충돌 예상 시간(TTC)을 계산합니다.',
      'TTC에 따라 경고, 부분 제동, 완전 제동을 단계적으로 적용합니다.',
    ],
    scoring: '충돌 없이 정지한 비율과 정지 거리의 여유, 불필요한 제동 횟수로 평가합니다.',
  },
  {
    id: '3',
    title: '자동 주차',
    level: '고급',
    minutes: 60,
    summary: '주차 공간을 찾아 경로를 계획하고 후진 평행 주차를 자동으로 수행합니다.',
    goals: [
      '초음파·카메라 정보로 비어 있는 주차 공간을 찾습니다.',
      '차량 기구학을 고려한 주차 경로를 계획합니다.',
      '경로를 따라 조향과 속도를 제어해 주차를 마칩니다.',
    ],
    scoring: '주차 완료 시간, 최종 위치 오차, 전후진 전환 횟수로 평가합니다.',
  },
  {
    id: '4',
    title: '신호등 교차로 통과',
    level: '중급',
    minutes: 40,
    summary: '신호등 상태를 인식해 교차로에서 정지하거나 통과하는 판단 로직을 만듭니다.',
    goals: [
      '카메라 영상에서 신호등과 신호 색을 인식합니다.',
      '정지선까지의 거리와 속도로 정지 가능 여부를 판단합니다.',
      '황색 신호의 딜레마 구간을 안전하게 처리합니다.',
    ],
    scoring: '신호 위반 없이 통과한 교차로 수와 정지 위치 정확도로 평가합니다.',
  },
];

export const challengeById = (id: string | undefined) =>
  SAMPLE_CHALLENGES.find((challenge) => challenge.id === id);

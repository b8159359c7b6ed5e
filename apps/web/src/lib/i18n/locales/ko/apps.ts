import { type AppKey, appByKey } from '@ads/contract';
import type { Catalogue } from '../../catalogue-types';
import type en from '../en/apps';

// The Korean card descriptions are the spec's own (the contract's catalogue), word for word.
// Names stay as the products are called, Home aside; the subtitles are translated here.
const app = (key: AppKey, subtitle: string, name = appByKey(key).name) => ({
  name,
  subtitle,
  description: appByKey(key).description,
});

const apps: Catalogue<typeof en> = {
  home: app('home', 'ADS Studio', '홈'),
  launcher: app('launcher', '자율주행 소프트웨어 설계, 빌드, 실행'),
  remote: app('remote', '원격 PC의 코드와 화면'),
  statistics: app('statistics', '주행 데이터 수집, 분류, 분석'),
  hmi: app('hmi', '지도, 차량 데이터, 사용자 명령'),
  monitoring: app('monitoring', '차량 관제와 원격 주행'),
  education: app('education', '학습자를 위한 챌린지와 랭킹'),
  benchmark: app('benchmark', '라이다 데이터셋, 평가, 리더보드'),
  calibration: app('calibration', '카메라, 라이다, 4D 레이더 캘리브레이션'),
  store: app('store', '내 PC를 위한 알고리즘과 조합'),
  map: app('map', '정밀 지도 제작과 편집'),
};
export default apps;

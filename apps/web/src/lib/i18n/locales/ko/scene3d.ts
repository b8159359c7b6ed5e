import type { Catalogue } from '../../catalogue-types';
import type en from '../en/scene3d';

const scene3d: Catalogue<typeof en> = {
  view: '포인트 클라우드',
  loading: '포인트 클라우드를 불러오는 중',
  loadingOf: '{{label}} 불러오는 중',
  noWebgl: '이 브라우저는 3D 뷰를 그릴 수 없어(WebGL 꺼짐) 포인트 클라우드를 표시하지 않습니다.',
  legend: {
    label: '포인트 클라우드 범례',
    height: '높이',
    intensity: '강도',
    scale: '{{title}} 색상 범위: {{low}}에서 {{high}}까지',
  },
};
export default scene3d;

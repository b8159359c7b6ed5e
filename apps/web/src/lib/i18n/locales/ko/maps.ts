import type { Catalogue } from '../../catalogue-types';
import type en from '../en/maps';

const maps: Catalogue<typeof en> = {
  noWebgl: '이 브라우저는 지도를 그릴 수 없습니다(WebGL이 꺼져 있음)',
  couldNotLoad: '지도를 불러오지 못했습니다.',
  basemapCredit: '이 스튜디오에 설정된 배경 지도',
  controls: {
    map: '지도',
    zoomIn: '확대',
    zoomOut: '축소',
    resetBearing: '북쪽을 위로',
    toggleAttribution: '출처 보기',
    mapFeedback: '이 지도 개선하기',
    enterFullscreen: '전체 화면',
    exitFullscreen: '전체 화면 종료',
    findMyLocation: '내 위치 찾기',
    locationNotAvailable: '위치를 알 수 없음',
    logo: 'MapLibre 로고',
    marker: '지도 마커',
    popupClose: '팝업 닫기',
  },
};
export default maps;

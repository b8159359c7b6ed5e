export { type MapModule, createMapModule } from './map.module';
export type { MapWithCurrent } from './map.repo';
export type { MapService } from './map.service';
export { toMapSummary } from './map.view';
export { sendMapFile } from './map-file-reply';
export { prepareMapThread } from './map-worker-client';

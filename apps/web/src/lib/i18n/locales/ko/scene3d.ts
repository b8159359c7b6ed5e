import type { Catalogue } from '../../catalogue-types';
import type en from '../en/scene3d';

const scene3d: Catalogue<typeof en> = {};
export default scene3d;

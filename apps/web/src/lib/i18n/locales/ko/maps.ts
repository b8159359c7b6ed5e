import type { Catalogue } from '../../catalogue-types';
import type en from '../en/maps';

const maps: Catalogue<typeof en> = {};
export default maps;

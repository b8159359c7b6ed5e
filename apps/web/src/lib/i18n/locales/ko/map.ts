import type { Catalogue } from '../../catalogue-types';
import type en from '../en/map';

const map: Catalogue<typeof en> = {};
export default map;

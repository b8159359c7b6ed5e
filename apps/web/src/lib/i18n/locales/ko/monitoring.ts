import type { Catalogue } from '../../catalogue-types';
import type en from '../en/monitoring';

const monitoring: Catalogue<typeof en> = {};
export default monitoring;

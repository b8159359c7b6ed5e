import type { Catalogue } from '../../catalogue-types';
import type en from '../en/statistics';

const statistics: Catalogue<typeof en> = {};
export default statistics;

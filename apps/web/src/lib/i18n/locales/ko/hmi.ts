import type { Catalogue } from '../../catalogue-types';
import type en from '../en/hmi';

const hmi: Catalogue<typeof en> = {};
export default hmi;

import type { Catalogue } from '../../catalogue-types';
import type en from '../en/benchmark';

const benchmark: Catalogue<typeof en> = {};
export default benchmark;

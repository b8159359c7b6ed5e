import type { Catalogue } from '../../catalogue-types';
import type en from '../en/operator';

const operator: Catalogue<typeof en> = {};
export default operator;

import type { Catalogue } from '../../catalogue-types';
import type en from '../en/vehicle';

const vehicle: Catalogue<typeof en> = {};
export default vehicle;

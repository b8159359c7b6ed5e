import type { Catalogue } from '../../catalogue-types';
import type en from '../en/calibration';

const calibration: Catalogue<typeof en> = {};
export default calibration;

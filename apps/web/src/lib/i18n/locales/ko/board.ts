import type { Catalogue } from '../../catalogue-types';
import type en from '../en/board';

const board: Catalogue<typeof en> = {};
export default board;

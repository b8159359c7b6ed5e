import type { Catalogue } from '../../catalogue-types';
import type en from '../en/static';

const staticPages: Catalogue<typeof en> = {};
export default staticPages;

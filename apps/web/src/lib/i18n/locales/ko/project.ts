import type { Catalogue } from '../../catalogue-types';
import type en from '../en/project';

const project: Catalogue<typeof en> = {};
export default project;

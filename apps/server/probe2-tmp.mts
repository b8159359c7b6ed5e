import { freshDatabaseUrl } from '../../test-support/studio/database';
const fresh = await freshDatabaseUrl();
console.log(fresh?.url);

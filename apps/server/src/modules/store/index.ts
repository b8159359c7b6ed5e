export { type StoreLimits, type StoreModule, createStoreModule } from './store.module';
export type { InstallRequest, StartInstall } from './store-install';
/** The names IP Repository's file store holds (main.ts gives S3 the same rule). */
export { ARCHIVE_KEY } from './archive-files';

export { type RemoteModule, createRemoteModule } from './remote.module';

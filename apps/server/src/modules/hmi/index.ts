export { type HmiModule, createHmiModule } from './hmi.module';

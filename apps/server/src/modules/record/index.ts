export { type RecordLimits, type RecordModule, createRecordModule } from './record.module';
export type { RecordService } from './record.service';

import type { Endpoint } from './endpoint';
import { MessageAnswer } from './envelope';
import * as record from './record';
import { RECORD_ROUTES } from './record.routes';

export const RECORD_ENDPOINTS = {
  listRecords: {
    ...RECORD_ROUTES.listRecords,
    query: record.RecordListQuery,
    answer: record.RecordPageAnswer,
  },
  recordStats: {
    ...RECORD_ROUTES.recordStats,
    query: record.RecordStatsQuery,
    answer: record.RecordStatsAnswer,
  },
  adminRecords: {
    ...RECORD_ROUTES.adminRecords,
    query: record.RecordListQuery,
    answer: record.RecordAdminPageAnswer,
  },
  downloadRecord: { ...RECORD_ROUTES.downloadRecord, query: record.DownloadQuery },
  sharedRecord: {
    ...RECORD_ROUTES.sharedRecord,
    query: record.DownloadQuery,
    answer: record.SharedRecordAnswer,
  },
  sharedRecordSignal: {
    ...RECORD_ROUTES.sharedRecordSignal,
    query: record.SharedSignalQuery,
    answer: record.SignalAnswer,
  },
  sharedRecordPath: {
    ...RECORD_ROUTES.sharedRecordPath,
    query: record.SharedPathQuery,
    answer: record.PosePathAnswer,
  },
  getRecord: {
    ...RECORD_ROUTES.getRecord,
    params: record.RecordParams,
    answer: record.RecordAnswer,
  },
  updateRecord: {
    ...RECORD_ROUTES.updateRecord,
    params: record.RecordParams,
    body: record.UpdateRecordBody,
    answer: record.RecordAnswer,
  },
  deleteRecord: {
    ...RECORD_ROUTES.deleteRecord,
    params: record.RecordParams,
    answer: MessageAnswer,
  },
  recordSignal: {
    ...RECORD_ROUTES.recordSignal,
    params: record.RecordParams,
    query: record.SignalQuery,
    answer: record.SignalAnswer,
  },
  recordPath: {
    ...RECORD_ROUTES.recordPath,
    params: record.RecordParams,
    query: record.PathQuery,
    answer: record.PosePathAnswer,
  },
  recordDownloadLink: {
    ...RECORD_ROUTES.recordDownloadLink,
    params: record.RecordParams,
    answer: record.DownloadLinkAnswer,
  },
  recordMapOsm: { ...RECORD_ROUTES.recordMapOsm, params: record.RecordParams },
  shareRecord: {
    ...RECORD_ROUTES.shareRecord,
    params: record.RecordParams,
    answer: record.DownloadLinkAnswer,
  },
  unshareRecord: {
    ...RECORD_ROUTES.unshareRecord,
    params: record.RecordParams,
    answer: MessageAnswer,
  },
} as const satisfies Record<string, Endpoint>;

import type { z } from 'zod';
import * as agent from './agent';
import * as app from './app';
import { MessageAnswer } from './envelope';
import * as board from './board';
import * as calibration from './calibration';
import * as file from './file';
import * as fleet from './fleet';
import * as bench from './benchmark';
import * as map from './map';
import * as modules from './module';
import * as project from './project';
import * as record from './record';
import { ROUTE_TABLE as R, type Route, flatten } from './routes';
import * as user from './user';

/** A route with the schemas the server validates it by. */
export interface Endpoint extends Route {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Schema of a success answer; binary answers have none. */
  answer?: z.ZodType;
}

type BoardRoutes = typeof R.notice | typeof R.faq;

const boardEndpoints = <B extends BoardRoutes>(routes: B) =>
  ({
    list: { ...routes.list, answer: board.PostListAnswer },
    get: { ...routes.get, params: board.PostParams, answer: board.PostAnswer },
    create: { ...routes.create, body: board.PostBody, answer: board.PostAnswer },
    update: {
      ...routes.update,
      params: board.PostParams,
      body: board.UpdatePostBody,
      answer: board.PostAnswer,
    },
    remove: { ...routes.remove, params: board.PostParams, answer: MessageAnswer },
  }) as const satisfies Record<string, Endpoint>;

/**
 * The route table (routes.ts) with its schemas: the server mounts and validates by it, and the
 * tests walk it. The web holds `ROUTES`, the same table without the schemas.
 */
export const API = {
  health: { ...R.health, answer: file.HealthAnswer },
  verifyEmail: { ...R.verifyEmail, body: user.VerifyEmailBody, answer: user.VerifyEmailAnswer },
  checkEmailCode: { ...R.checkEmailCode, body: user.CheckCodeBody, answer: user.CheckCodeAnswer },
  register: { ...R.register, body: user.RegisterBody, answer: user.UserInfoAnswer },
  login: { ...R.login, body: user.LoginBody, answer: user.LoginAnswer },
  guest: { ...R.guest, answer: user.LoginAnswer },
  refresh: { ...R.refresh, body: user.RefreshBody, answer: user.RefreshAnswer },
  logout: { ...R.logout, body: user.RefreshBody, answer: MessageAnswer },
  userInfo: { ...R.userInfo, answer: user.UserInfoAnswer },
  updateUser: { ...R.updateUser, body: user.UpdateUserBody, answer: user.UserInfoAnswer },
  listUsers: { ...R.listUsers, answer: user.UserListAnswer },
  changePassword: { ...R.changePassword, body: user.PasswordChangeBody, answer: MessageAnswer },
  withdraw: { ...R.withdraw, answer: MessageAnswer },
  inquiry: { ...R.inquiry, body: user.InquiryBody, answer: MessageAnswer },
  listInquiries: { ...R.listInquiries, answer: user.InquiryListAnswer },
  contact: { ...R.contact, body: user.ContactBody, answer: MessageAnswer },
  listContacts: { ...R.listContacts, answer: user.ContactListAnswer },
  mintPcToken: { ...R.mintPcToken, answer: project.PcTokenAnswer },
  listPcs: { ...R.listPcs, answer: project.PcListAnswer },
  registerPc: { ...R.registerPc, body: project.RegisterPcBody, answer: project.PcAnswer },
  deletePc: { ...R.deletePc, body: project.DeletePcBody, answer: MessageAnswer },
  listProjects: {
    ...R.listProjects,
    query: project.ProjectListQuery,
    answer: project.ProjectListAnswer,
  },
  createProject: {
    ...R.createProject,
    body: project.CreateProjectBody,
    answer: project.ProjectAnswer,
  },
  getProject: { ...R.getProject, params: project.ProjectParams, answer: project.ProjectAnswer },
  updateProject: {
    ...R.updateProject,
    params: project.ProjectParams,
    body: project.UpdateProjectBody,
    answer: project.ProjectAnswer,
  },
  deleteProject: { ...R.deleteProject, params: project.ProjectParams, answer: MessageAnswer },
  addProjectPc: {
    ...R.addProjectPc,
    params: project.ProjectParams,
    body: project.ProjectPcBody,
    answer: project.ProjectAnswer,
  },
  removeProjectPc: {
    ...R.removeProjectPc,
    params: project.ProjectParams,
    body: project.ProjectPcBody,
    answer: project.ProjectAnswer,
  },
  notice: boardEndpoints(R.notice),
  faq: boardEndpoints(R.faq),
  categories: { ...R.categories, answer: file.CategoryListAnswer },
  image: { ...R.image, query: file.ImageQuery },
  modules: { ...R.modules, answer: modules.ModuleListAnswer },
  moduleArtifact: { ...R.moduleArtifact, params: modules.ModuleArtifactParams },
  agentPackage: { ...R.agentPackage, answer: agent.AgentPackageAnswer },
  agentPackageFile: { ...R.agentPackageFile, params: agent.AgentPackageFileParams },
  catalogue: { ...R.catalogue, answer: app.CatalogueAnswer },
  appAvailability: { ...R.appAvailability, answer: app.AppAvailabilityAnswer },
  changeAppAvailability: {
    ...R.changeAppAvailability,
    params: app.AppKeyParams,
    body: app.ChangeAppAvailabilityBody,
    answer: app.AppAvailabilityRowAnswer,
  },
  resetAppAvailability: {
    ...R.resetAppAvailability,
    params: app.AppKeyParams,
    answer: app.AppAvailabilityRowAnswer,
  },
  appAudit: { ...R.appAudit, query: app.AppAuditQuery, answer: app.AppAuditAnswer },
  listRecords: { ...R.listRecords, query: record.RecordListQuery, answer: record.RecordPageAnswer },
  recordStats: {
    ...R.recordStats,
    query: record.RecordStatsQuery,
    answer: record.RecordStatsAnswer,
  },
  adminRecords: {
    ...R.adminRecords,
    query: record.RecordListQuery,
    answer: record.RecordAdminPageAnswer,
  },
  downloadRecord: { ...R.downloadRecord, query: record.DownloadQuery },
  getRecord: { ...R.getRecord, params: record.RecordParams, answer: record.RecordAnswer },
  updateRecord: {
    ...R.updateRecord,
    params: record.RecordParams,
    body: record.UpdateRecordBody,
    answer: record.RecordAnswer,
  },
  deleteRecord: { ...R.deleteRecord, params: record.RecordParams, answer: MessageAnswer },
  recordSignal: {
    ...R.recordSignal,
    params: record.RecordParams,
    query: record.SignalQuery,
    answer: record.SignalAnswer,
  },
  recordDownloadLink: {
    ...R.recordDownloadLink,
    params: record.RecordParams,
    answer: record.DownloadLinkAnswer,
  },
  shareRecord: { ...R.shareRecord, params: record.RecordParams, answer: record.DownloadLinkAnswer },
  unshareRecord: { ...R.unshareRecord, params: record.RecordParams, answer: MessageAnswer },
  fleet: { ...R.fleet, answer: fleet.FleetAnswer },
  fleetTrack: {
    ...R.fleetTrack,
    params: fleet.FleetPcParams,
    query: fleet.TrackQuery,
    answer: fleet.TrackAnswer,
  },
  fleetEvents: {
    ...R.fleetEvents,
    params: fleet.FleetPcParams,
    query: fleet.FleetEventsQuery,
    answer: fleet.FleetEventsAnswer,
  },
  benchmark: {
    datasets: { ...R.benchmark.datasets, answer: bench.BenchDatasetListAnswer },
    samples: {
      ...R.benchmark.samples,
      params: bench.BenchDatasetParams,
      query: bench.BenchSamplesQuery,
      answer: bench.BenchSamplesAnswer,
    },
    groundTruth: { ...R.benchmark.groundTruth, params: bench.BenchDatasetParams },
    frame: { ...R.benchmark.frame, query: bench.BenchFrameQuery },
    leaderboard: {
      ...R.benchmark.leaderboard,
      query: bench.LeaderboardQuery,
      answer: bench.LeaderboardAnswer,
    },
    submit: { ...R.benchmark.submit, query: bench.SubmitQuery, answer: bench.SubmitAnswer },
    mySubmissions: { ...R.benchmark.mySubmissions, answer: bench.BenchSubmissionListAnswer },
    submission: {
      ...R.benchmark.submission,
      params: bench.BenchSubmissionParams,
      answer: bench.BenchSubmissionAnswer,
    },
    submissionFrame: {
      ...R.benchmark.submissionFrame,
      params: bench.BenchSubmissionParams,
      query: bench.SubmissionFrameQuery,
      answer: bench.SubmissionFrameAnswer,
    },
    generateSample: {
      ...R.benchmark.generateSample,
      body: bench.GenerateSampleBody,
      answer: bench.BenchDatasetAnswer,
    },
    importDataset: {
      ...R.benchmark.importDataset,
      body: bench.ImportDatasetBody,
      answer: bench.BenchDatasetAnswer,
    },
    updateDataset: {
      ...R.benchmark.updateDataset,
      params: bench.BenchDatasetParams,
      body: bench.UpdateDatasetBody,
      answer: bench.BenchDatasetAnswer,
    },
    deleteDataset: {
      ...R.benchmark.deleteDataset,
      params: bench.BenchDatasetParams,
      answer: MessageAnswer,
    },
    allSubmissions: { ...R.benchmark.allSubmissions, answer: bench.BenchSubmissionListAnswer },
    hideSubmission: {
      ...R.benchmark.hideSubmission,
      params: bench.BenchSubmissionParams,
      body: bench.HideSubmissionBody,
      answer: bench.BenchSubmissionAnswer,
    },
    rerunSubmission: {
      ...R.benchmark.rerunSubmission,
      params: bench.BenchSubmissionParams,
      answer: bench.BenchSubmissionAnswer,
    },
    queue: { ...R.benchmark.queue, answer: bench.BenchQueueAnswer },
  },
  map: {
    list: { ...R.map.list, query: map.MapListQuery, answer: map.MapListAnswer },
    create: { ...R.map.create, body: map.CreateMapBody, answer: map.MapAnswer },
    get: { ...R.map.get, params: map.MapParams, answer: map.MapAnswer },
    update: {
      ...R.map.update,
      params: map.MapParams,
      body: map.UpdateMapBody,
      answer: map.MapAnswer,
    },
    remove: { ...R.map.remove, params: map.MapParams, answer: MessageAnswer },
    save: {
      ...R.map.save,
      params: map.MapParams,
      query: map.SaveMapQuery,
      answer: map.SaveMapAnswer,
    },
    osm: { ...R.map.osm, params: map.MapParams, query: map.MapOsmQuery },
    validation: {
      ...R.map.validation,
      params: map.MapParams,
      answer: map.MapValidationAnswer,
    },
    versions: { ...R.map.versions, params: map.MapParams, answer: map.MapVersionListAnswer },
    versionOsm: {
      ...R.map.versionOsm,
      params: map.MapVersionParams,
      query: map.MapVersionOsmQuery,
    },
    restore: {
      ...R.map.restore,
      params: map.MapVersionParams,
      query: map.RestoreMapQuery,
      answer: map.SaveMapAnswer,
    },
  },
  hmi: {
    vehicles: { ...R.hmi.vehicles, query: fleet.HmiVehicleQuery, answer: fleet.FleetAnswer },
    maps: { ...R.hmi.maps, query: map.MapListQuery, answer: map.MapListAnswer },
    mapOsm: { ...R.hmi.mapOsm, params: map.MapParams },
    agentMapOsm: { ...R.hmi.agentMapOsm, params: map.MapParams },
  },
  calibration: {
    // Multipart: the form is read by the handler (calibration.routes.ts).
    intrinsic: { ...R.calibration.intrinsic, answer: calibration.IntrinsicAnswer },
    extrinsic: {
      ...R.calibration.extrinsic,
      body: calibration.ExtrinsicRequest,
      answer: calibration.ExtrinsicAnswer,
    },
    radar: {
      ...R.calibration.radar,
      body: calibration.RadarRequest,
      answer: calibration.RadarAnswer,
    },
    list: {
      ...R.calibration.list,
      query: calibration.CalibrationListQuery,
      answer: calibration.CalibrationListAnswer,
    },
    save: {
      ...R.calibration.save,
      body: calibration.SaveCalibrationBody,
      answer: calibration.CalibrationAnswer,
    },
    get: {
      ...R.calibration.get,
      params: calibration.CalibrationParams,
      answer: calibration.CalibrationAnswer,
    },
    remove: { ...R.calibration.remove, params: calibration.CalibrationParams },
    cameraInfo: { ...R.calibration.cameraInfo, params: calibration.CalibrationParams },
    opencvYaml: { ...R.calibration.opencvYaml, params: calibration.CalibrationParams },
    sensorKit: { ...R.calibration.sensorKit, params: calibration.CalibrationParams },
    recordClouds: {
      ...R.calibration.recordClouds,
      params: calibration.RecordCloudParams,
      answer: calibration.RecordCloudsAnswer,
    },
    // Binary: a RECORD_CLOUD_FRAME (record-cloud-frame.ts), its header RecordCloudHeader.
    recordCloud: {
      ...R.calibration.recordCloud,
      params: calibration.RecordCloudParams,
      query: calibration.RecordCloudQuery,
    },
  },
} as const satisfies { [K in keyof typeof R]: Endpoint | Record<string, Endpoint> };

/** Every endpoint of the table, flattened, with a dotted name (`notice.create`). */
export function allEndpoints(): Array<Endpoint & { name: string }> {
  return flatten<Endpoint>(API);
}

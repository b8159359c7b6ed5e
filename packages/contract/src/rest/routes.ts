import type { AppKey } from '../catalogue';
import type { AccessType } from '../roles';

/** Where an endpoint is and who may call it: no schemas, so it costs the web no zod. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify-style path; `:name` segments are filled by `pathOf`. */
  path: string;
  /** Lowest role that may call it; PUBLIC needs no token. */
  access: AccessType;
  /**
   * The app the route belongs to: a caller whose role has that app hidden or disabled is
   * refused (403), whatever its rank (docs/adr/0012). Public routes are never refused for it.
   */
  app?: AppKey;
}

const boardRoutes = <Base extends '/api/notice' | '/api/faq'>(base: Base) =>
  ({
    list: { method: 'GET', path: `${base}/`, access: 'USER' },
    get: { method: 'GET', path: `${base}/:number`, access: 'USER' },
    create: { method: 'POST', path: `${base}/`, access: 'ADMIN' },
    update: { method: 'PATCH', path: `${base}/:number`, access: 'ADMIN' },
    remove: { method: 'DELETE', path: `${base}/:number`, access: 'ADMIN' },
  }) as const satisfies Record<string, Route>;

/**
 * Every backend call: the spec's table (§7) plus what DESIGN §3 adds (guest, logout, project
 * create/rename, notices, FAQ, admin lists, health). `API` (endpoints.ts) gives each its schemas;
 * the server mounts routes from it and the tests walk it, so a protected route cannot be added
 * without its refusal tests.
 */
export const ROUTE_TABLE = {
  health: { method: 'GET', path: '/api/health', access: 'PUBLIC' },

  verifyEmail: { method: 'POST', path: '/api/user/email/verify/', access: 'PUBLIC' },
  checkEmailCode: { method: 'POST', path: '/api/user/email/code/', access: 'PUBLIC' },
  register: { method: 'POST', path: '/api/user/register/', access: 'PUBLIC' },
  login: { method: 'POST', path: '/api/user/login/', access: 'PUBLIC' },
  guest: { method: 'POST', path: '/api/user/guest/', access: 'PUBLIC' },
  refresh: { method: 'POST', path: '/api/token/refresh/', access: 'PUBLIC' },
  logout: { method: 'POST', path: '/api/user/logout/', access: 'PUBLIC' },

  userInfo: { method: 'GET', path: '/api/user/info/', access: 'ALL' },
  updateUser: { method: 'POST', path: '/api/user/info/', access: 'ADMIN' },
  listUsers: { method: 'GET', path: '/api/user/', access: 'ADMIN' },
  changePassword: { method: 'POST', path: '/api/user/password/change/', access: 'EDU' },
  withdraw: { method: 'DELETE', path: '/api/user/withdrawal/', access: 'EDU' },
  inquiry: { method: 'POST', path: '/api/user/inquiry/', access: 'USER' },
  listInquiries: { method: 'GET', path: '/api/user/inquiry/', access: 'ADMIN' },
  contact: { method: 'POST', path: '/api/user/contact/', access: 'PUBLIC' },
  listContacts: { method: 'GET', path: '/api/user/contact/', access: 'ADMIN' },

  mintPcToken: { method: 'GET', path: '/api/user/token/', access: 'USER' },
  listPcs: { method: 'GET', path: '/api/user/pc/', access: 'USER' },
  registerPc: { method: 'POST', path: '/api/user/pc/', access: 'USER' },
  deletePc: { method: 'DELETE', path: '/api/user/pc/', access: 'USER' },

  listProjects: { method: 'GET', path: '/api/project/', access: 'USER' },
  createProject: { method: 'POST', path: '/api/project/', access: 'USER' },
  getProject: { method: 'GET', path: '/api/project/:id', access: 'USER' },
  updateProject: { method: 'PATCH', path: '/api/project/:id', access: 'USER' },
  deleteProject: { method: 'DELETE', path: '/api/project/:id', access: 'USER' },
  addProjectPc: { method: 'POST', path: '/api/project/:id/pc/', access: 'USER' },
  removeProjectPc: { method: 'DELETE', path: '/api/project/:id/pc/', access: 'USER' },

  notice: boardRoutes('/api/notice'),
  faq: boardRoutes('/api/faq'),

  categories: { method: 'GET', path: '/api/file/category', access: 'PUBLIC' },
  image: { method: 'GET', path: '/api/file/image/', access: 'PUBLIC' },

  /**
   * The module catalogue and its artifacts are public, like a public container registry: they
   * hold no per-user data, and a PC's agent (which holds only its PC token) reads both. The
   * agent checks each artifact against the catalogue's sha256. See docs/adr/0007-agent.md.
   */
  modules: { method: 'GET', path: '/api/module/', access: 'PUBLIC' },
  moduleArtifact: { method: 'GET', path: '/api/file/module/:file', access: 'PUBLIC' },
  /**
   * The studio's own agent, packed with its dependencies at the server's version, and where it
   * is: public like the artifacts, since a PC runs it before it holds anything but its command.
   * See docs/adr/0013-agent-package.md.
   */
  agentPackage: { method: 'GET', path: '/api/file/agent/', access: 'PUBLIC' },
  agentPackageFile: { method: 'GET', path: '/api/file/agent/:file', access: 'PUBLIC' },

  // Who sees which app (issue 11, docs/adr/0012). The catalogue is public: visitors get the
  // defaults, a signed-in caller its role's view.
  catalogue: { method: 'GET', path: '/api/app/', access: 'PUBLIC' },
  appAvailability: { method: 'GET', path: '/api/app/availability/', access: 'SUPER' },
  changeAppAvailability: { method: 'PATCH', path: '/api/app/:key/availability/', access: 'SUPER' },
  resetAppAvailability: { method: 'DELETE', path: '/api/app/:key/availability/', access: 'SUPER' },
  appAudit: { method: 'GET', path: '/api/app/audit/', access: 'SUPER' },

  // Data Management (issue 6, docs/adr/0011). Uploads use tus at RECORD_UPLOAD_PATH, outside
  // this table: tus has its own methods and headers, and its refusals have their own tests.
  listRecords: { method: 'GET', path: '/api/record/', access: 'USER', app: 'statistics' },
  recordStats: { method: 'GET', path: '/api/record/stats/', access: 'USER', app: 'statistics' },
  adminRecords: { method: 'GET', path: '/api/record/admin/', access: 'ADMIN', app: 'statistics' },
  /**
   * The spec's public download: the token of a share or a short-lived link is the right, so it
   * belongs to no app (a link someone was given keeps working whatever their role may open).
   */
  downloadRecord: { method: 'GET', path: '/api/record/download/', access: 'PUBLIC' },
  getRecord: { method: 'GET', path: '/api/record/:id', access: 'USER', app: 'statistics' },
  updateRecord: { method: 'PATCH', path: '/api/record/:id', access: 'USER', app: 'statistics' },
  deleteRecord: { method: 'DELETE', path: '/api/record/:id', access: 'USER', app: 'statistics' },
  recordSignal: {
    method: 'GET',
    path: '/api/record/:id/signal/',
    access: 'USER',
    app: 'statistics',
  },
  recordDownloadLink: {
    method: 'POST',
    path: '/api/record/:id/download/',
    access: 'USER',
    app: 'statistics',
  },
  shareRecord: {
    method: 'POST',
    path: '/api/record/:id/share/',
    access: 'USER',
    app: 'statistics',
  },
  unshareRecord: {
    method: 'DELETE',
    path: '/api/record/:id/share/',
    access: 'USER',
    app: 'statistics',
  },

  // FMS (issue 13, docs/adr/0017): the fleet a caller may see (own PCs; admins all).
  fleet: { method: 'GET', path: '/api/fleet/', access: 'USER', app: 'monitoring' },
  fleetTrack: {
    method: 'GET',
    path: '/api/fleet/:pc_id/track/',
    access: 'USER',
    app: 'monitoring',
  },
  fleetEvents: {
    method: 'GET',
    path: '/api/fleet/:pc_id/events/',
    access: 'USER',
    app: 'monitoring',
  },

  // AI Benchmark (issue 14): the spec's three public calls (datasets, a frame, leaderboards);
  // frame lists, val ground truth and submissions for users; the rest for admins.
  benchmark: {
    datasets: { method: 'GET', path: '/api/benchmark/dataset/list/', access: 'PUBLIC' },
    samples: {
      method: 'GET',
      path: '/api/benchmark/dataset/:id/samples/',
      access: 'USER',
      app: 'benchmark',
    },
    groundTruth: {
      method: 'GET',
      path: '/api/benchmark/dataset/:id/gt/',
      access: 'USER',
      app: 'benchmark',
    },
    frame: { method: 'GET', path: '/api/benchmark/3D/', access: 'PUBLIC' },
    leaderboard: { method: 'GET', path: '/api/benchmark/list/', access: 'PUBLIC' },
    submit: {
      method: 'POST',
      path: '/api/benchmark/submission/',
      access: 'USER',
      app: 'benchmark',
    },
    mySubmissions: {
      method: 'GET',
      path: '/api/benchmark/submission/',
      access: 'USER',
      app: 'benchmark',
    },
    submission: {
      method: 'GET',
      path: '/api/benchmark/submission/:id',
      access: 'USER',
      app: 'benchmark',
    },
    submissionFrame: {
      method: 'GET',
      path: '/api/benchmark/submission/:id/frame/',
      access: 'USER',
      app: 'benchmark',
    },
    generateSample: {
      method: 'POST',
      path: '/api/benchmark/dataset/sample/',
      access: 'ADMIN',
      app: 'benchmark',
    },
    importDataset: {
      method: 'POST',
      path: '/api/benchmark/dataset/',
      access: 'ADMIN',
      app: 'benchmark',
    },
    updateDataset: {
      method: 'PATCH',
      path: '/api/benchmark/dataset/:id',
      access: 'ADMIN',
      app: 'benchmark',
    },
    deleteDataset: {
      method: 'DELETE',
      path: '/api/benchmark/dataset/:id',
      access: 'ADMIN',
      app: 'benchmark',
    },
    allSubmissions: {
      method: 'GET',
      path: '/api/benchmark/admin/submission/',
      access: 'ADMIN',
      app: 'benchmark',
    },
    hideSubmission: {
      method: 'PATCH',
      path: '/api/benchmark/submission/:id',
      access: 'ADMIN',
      app: 'benchmark',
    },
    rerunSubmission: {
      method: 'POST',
      path: '/api/benchmark/submission/:id/rerun/',
      access: 'ADMIN',
      app: 'benchmark',
    },
    queue: { method: 'GET', path: '/api/benchmark/queue/', access: 'ADMIN', app: 'benchmark' },
  },
  // HDMAP Builder (issue 15): a project's Lanelet2 maps and their saved versions. A save sends
  // the OSM XML as the raw body (PUT), against the version it started from.
  map: {
    list: { method: 'GET', path: '/api/map/', access: 'USER', app: 'map' },
    create: { method: 'POST', path: '/api/map/', access: 'USER', app: 'map' },
    get: { method: 'GET', path: '/api/map/:id', access: 'USER', app: 'map' },
    update: { method: 'PATCH', path: '/api/map/:id', access: 'USER', app: 'map' },
    remove: { method: 'DELETE', path: '/api/map/:id', access: 'USER', app: 'map' },
    save: { method: 'PUT', path: '/api/map/:id/osm', access: 'USER', app: 'map' },
    osm: { method: 'GET', path: '/api/map/:id/osm', access: 'USER', app: 'map' },
    validation: { method: 'GET', path: '/api/map/:id/validation/', access: 'USER', app: 'map' },
    versions: { method: 'GET', path: '/api/map/:id/version/', access: 'USER', app: 'map' },
    versionOsm: {
      method: 'GET',
      path: '/api/map/:id/version/:number/osm',
      access: 'USER',
      app: 'map',
    },
    restore: {
      method: 'POST',
      path: '/api/map/:id/version/:number/restore',
      access: 'USER',
      app: 'map',
    },
  },
  // HMI (issue 16, docs/adr/0020): the project's vehicles and maps for a role with HMI on
  // (HDMAP Builder and FMS may be off for it), and the map an agent's simulated vehicle drives
  // on, fetched with the PC's token (PUBLIC here: the handler reads the PC token itself).
  hmi: {
    vehicles: { method: 'GET', path: '/api/hmi/vehicle/', access: 'USER', app: 'hmi' },
    maps: { method: 'GET', path: '/api/hmi/map/', access: 'USER', app: 'hmi' },
    mapOsm: { method: 'GET', path: '/api/hmi/map/:id/osm', access: 'USER', app: 'hmi' },
    agentMapOsm: { method: 'GET', path: '/api/agent/map/:id/osm', access: 'PUBLIC' },
  },
  // Calibration (issue 17, docs/adr/0021): the solvers on the server (the page runs the same in
  // a Web Worker), and the results saved per project and sensor, each save a history entry.
  // The intrinsic call takes multipart/form-data: `images` files and a `form` JSON field.
  calibration: {
    intrinsic: {
      method: 'POST',
      path: '/api/calibration/intrinsic/',
      access: 'USER',
      app: 'calibration',
    },
    extrinsic: {
      method: 'POST',
      path: '/api/calibration/extrinsic/',
      access: 'USER',
      app: 'calibration',
    },
    radar: { method: 'POST', path: '/api/calibration/radar/', access: 'USER', app: 'calibration' },
    list: { method: 'GET', path: '/api/calibration/', access: 'USER', app: 'calibration' },
    save: { method: 'POST', path: '/api/calibration/', access: 'USER', app: 'calibration' },
    get: { method: 'GET', path: '/api/calibration/:id', access: 'USER', app: 'calibration' },
    remove: { method: 'DELETE', path: '/api/calibration/:id', access: 'USER', app: 'calibration' },
    cameraInfo: {
      method: 'GET',
      path: '/api/calibration/:id/camera_info.yaml',
      access: 'USER',
      app: 'calibration',
    },
    opencvYaml: {
      method: 'GET',
      path: '/api/calibration/:id/opencv.yaml',
      access: 'USER',
      app: 'calibration',
    },
    sensorKit: {
      method: 'GET',
      path: '/api/calibration/:id/sensor_kit.yaml',
      access: 'USER',
      app: 'calibration',
    },
    // A lidar frame of a Data Management record (`:id` is the record's): its point-cloud topics,
    // then one message as points (binary, `record-cloud-frame.ts`). The record's own rules
    // decide who reads it (its owner, admins).
    recordClouds: {
      method: 'GET',
      path: '/api/calibration/record/:id/clouds/',
      access: 'USER',
      app: 'calibration',
    },
    recordCloud: {
      method: 'GET',
      path: '/api/calibration/record/:id/cloud/',
      access: 'USER',
      app: 'calibration',
    },
  },
} as const satisfies Record<string, Route | Record<string, Route>>;

function isRoute(value: unknown): value is Route {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/** Every entry of a (nested) route table, flattened, with a dotted name (`notice.create`). */
export function flatten<T extends Route>(table: object): Array<T & { name: string }> {
  const out: Array<T & { name: string }> = [];
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (isRoute(value)) out.push({ ...(value as T), name });
      else if (typeof value === 'object' && value !== null) walk(value, name);
    }
  };
  walk(table, '');
  return out;
}

/** Fills `:name` segments of a route's path. */
export function pathOf(
  route: Pick<Route, 'path'>,
  params: Record<string, string | number> = {},
): string {
  return route.path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

const publicRoutes = flatten(ROUTE_TABLE)
  .filter((route) => route.access === 'PUBLIC')
  .map((route) => ({
    method: route.method,
    pattern: new RegExp(`^${route.path.replace(/:[a-z_]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
  }));

/** Paths the web client may call without a token (spec §7 "Public"). */
export function isPublicPath(method: string, url: string): boolean {
  const path = url.split('?')[0] ?? '';
  const upper = method.toUpperCase();
  return publicRoutes.some((route) => route.method === upper && route.pattern.test(path));
}

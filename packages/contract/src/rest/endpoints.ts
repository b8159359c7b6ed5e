import type { z } from 'zod';
import type { AccessType } from '../roles';
import { MessageAnswer } from './envelope';
import * as board from './board';
import * as file from './file';
import * as modules from './module';
import * as project from './project';
import * as user from './user';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Fastify-style path; `:name` segments are filled by `pathOf`. */
  path: string;
  /** Lowest role that may call it; PUBLIC needs no token. */
  access: AccessType;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Schema of a success answer; binary answers have none. */
  answer?: z.ZodType;
}

const boardEndpoints = (base: '/api/notice' | '/api/faq') =>
  ({
    list: { method: 'GET', path: `${base}/`, access: 'USER', answer: board.PostListAnswer },
    get: {
      method: 'GET',
      path: `${base}/:number`,
      access: 'USER',
      params: board.PostParams,
      answer: board.PostAnswer,
    },
    create: {
      method: 'POST',
      path: `${base}/`,
      access: 'ADMIN',
      body: board.PostBody,
      answer: board.PostAnswer,
    },
    update: {
      method: 'PATCH',
      path: `${base}/:number`,
      access: 'ADMIN',
      params: board.PostParams,
      body: board.UpdatePostBody,
      answer: board.PostAnswer,
    },
    remove: {
      method: 'DELETE',
      path: `${base}/:number`,
      access: 'ADMIN',
      params: board.PostParams,
      answer: MessageAnswer,
    },
  }) as const satisfies Record<string, Endpoint>;

/**
 * Every backend call: the spec's table (§7) plus what DESIGN §3 adds (guest, logout, project
 * create/rename, notices, FAQ, admin lists, health). The server mounts routes from it and the
 * tests walk it, so a protected route cannot be added without its refusal tests.
 */
export const API = {
  health: { method: 'GET', path: '/api/health', access: 'PUBLIC', answer: file.HealthAnswer },

  verifyEmail: {
    method: 'POST',
    path: '/api/user/email/verify/',
    access: 'PUBLIC',
    body: user.VerifyEmailBody,
    answer: user.VerifyEmailAnswer,
  },
  checkEmailCode: {
    method: 'POST',
    path: '/api/user/email/code/',
    access: 'PUBLIC',
    body: user.CheckCodeBody,
    answer: user.CheckCodeAnswer,
  },
  register: {
    method: 'POST',
    path: '/api/user/register/',
    access: 'PUBLIC',
    body: user.RegisterBody,
    answer: user.UserInfoAnswer,
  },
  login: {
    method: 'POST',
    path: '/api/user/login/',
    access: 'PUBLIC',
    body: user.LoginBody,
    answer: user.LoginAnswer,
  },
  guest: { method: 'POST', path: '/api/user/guest/', access: 'PUBLIC', answer: user.LoginAnswer },
  refresh: {
    method: 'POST',
    path: '/api/token/refresh/',
    access: 'PUBLIC',
    body: user.RefreshBody,
    answer: user.RefreshAnswer,
  },
  logout: {
    method: 'POST',
    path: '/api/user/logout/',
    access: 'PUBLIC',
    body: user.RefreshBody,
    answer: MessageAnswer,
  },

  userInfo: { method: 'GET', path: '/api/user/info/', access: 'ALL', answer: user.UserInfoAnswer },
  updateUser: {
    method: 'POST',
    path: '/api/user/info/',
    access: 'ADMIN',
    body: user.UpdateUserBody,
    answer: user.UserInfoAnswer,
  },
  listUsers: { method: 'GET', path: '/api/user/', access: 'ADMIN', answer: user.UserListAnswer },
  changePassword: {
    method: 'POST',
    path: '/api/user/password/change/',
    access: 'EDU',
    body: user.PasswordChangeBody,
    answer: MessageAnswer,
  },
  withdraw: {
    method: 'DELETE',
    path: '/api/user/withdrawal/',
    access: 'EDU',
    answer: MessageAnswer,
  },
  inquiry: {
    method: 'POST',
    path: '/api/user/inquiry/',
    access: 'USER',
    body: user.InquiryBody,
    answer: MessageAnswer,
  },
  listInquiries: {
    method: 'GET',
    path: '/api/user/inquiry/',
    access: 'ADMIN',
    answer: user.InquiryListAnswer,
  },
  contact: {
    method: 'POST',
    path: '/api/user/contact/',
    access: 'PUBLIC',
    body: user.ContactBody,
    answer: MessageAnswer,
  },
  listContacts: {
    method: 'GET',
    path: '/api/user/contact/',
    access: 'ADMIN',
    answer: user.ContactListAnswer,
  },

  mintPcToken: {
    method: 'GET',
    path: '/api/user/token/',
    access: 'USER',
    answer: project.PcTokenAnswer,
  },
  listPcs: { method: 'GET', path: '/api/user/pc/', access: 'USER', answer: project.PcListAnswer },
  registerPc: {
    method: 'POST',
    path: '/api/user/pc/',
    access: 'USER',
    body: project.RegisterPcBody,
    answer: project.PcAnswer,
  },
  deletePc: {
    method: 'DELETE',
    path: '/api/user/pc/',
    access: 'USER',
    body: project.DeletePcBody,
    answer: MessageAnswer,
  },

  listProjects: {
    method: 'GET',
    path: '/api/project/',
    access: 'USER',
    query: project.ProjectListQuery,
    answer: project.ProjectListAnswer,
  },
  createProject: {
    method: 'POST',
    path: '/api/project/',
    access: 'USER',
    body: project.CreateProjectBody,
    answer: project.ProjectAnswer,
  },
  getProject: {
    method: 'GET',
    path: '/api/project/:id',
    access: 'USER',
    params: project.ProjectParams,
    answer: project.ProjectAnswer,
  },
  updateProject: {
    method: 'PATCH',
    path: '/api/project/:id',
    access: 'USER',
    params: project.ProjectParams,
    body: project.UpdateProjectBody,
    answer: project.ProjectAnswer,
  },
  deleteProject: {
    method: 'DELETE',
    path: '/api/project/:id',
    access: 'USER',
    params: project.ProjectParams,
    answer: MessageAnswer,
  },
  addProjectPc: {
    method: 'POST',
    path: '/api/project/:id/pc/',
    access: 'USER',
    params: project.ProjectParams,
    body: project.ProjectPcBody,
    answer: project.ProjectAnswer,
  },
  removeProjectPc: {
    method: 'DELETE',
    path: '/api/project/:id/pc/',
    access: 'USER',
    params: project.ProjectParams,
    body: project.ProjectPcBody,
    answer: project.ProjectAnswer,
  },

  notice: boardEndpoints('/api/notice'),
  faq: boardEndpoints('/api/faq'),

  categories: {
    method: 'GET',
    path: '/api/file/category',
    access: 'PUBLIC',
    answer: file.CategoryListAnswer,
  },
  image: {
    method: 'GET',
    path: '/api/file/image/',
    access: 'PUBLIC',
    query: file.ImageQuery,
  },

  /**
   * The module catalogue and its artifacts are public, like a public container registry: they
   * hold no per-user data, and a PC's agent (which holds only its PC token) reads both. The
   * agent checks each artifact against the catalogue's sha256. See docs/adr/0007-agent.md.
   */
  modules: {
    method: 'GET',
    path: '/api/module/',
    access: 'PUBLIC',
    answer: modules.ModuleListAnswer,
  },
  moduleArtifact: {
    method: 'GET',
    path: '/api/file/module/:file',
    access: 'PUBLIC',
    params: modules.ModuleArtifactParams,
  },
} as const;

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/** Every endpoint of the table, flattened, with a dotted name (`notice.create`). */
export function allEndpoints(): Array<Endpoint & { name: string }> {
  const out: Array<Endpoint & { name: string }> = [];
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (isEndpoint(value)) out.push({ ...value, name });
      else if (typeof value === 'object' && value !== null) walk(value, name);
    }
  };
  walk(API, '');
  return out;
}

/** Fills `:name` segments of an endpoint's path. */
export function pathOf(
  endpoint: Pick<Endpoint, 'path'>,
  params: Record<string, string | number> = {},
): string {
  return endpoint.path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Paths the web client may call without a token (spec §7 "Public"). */
export function isPublicPath(method: string, url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return allEndpoints().some(
    (endpoint) =>
      endpoint.access === 'PUBLIC' &&
      endpoint.method === method.toUpperCase() &&
      new RegExp(`^${endpoint.path.replace(/:[a-z_]+/g, '[^/]+').replace(/\/$/, '')}/?$`).test(
        path,
      ),
  );
}

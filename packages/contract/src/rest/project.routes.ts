import type { Route } from './route';

export const PC_ROUTES = {
  mintPcToken: { method: 'GET', path: '/api/user/token/', access: 'USER' },
  listPcs: { method: 'GET', path: '/api/user/pc/', access: 'USER' },
  registerPc: { method: 'POST', path: '/api/user/pc/', access: 'USER' },
  deletePc: { method: 'DELETE', path: '/api/user/pc/', access: 'USER' },
} as const satisfies Record<string, Route>;

export const PROJECT_ROUTES = {
  listProjects: { method: 'GET', path: '/api/project/', access: 'USER' },
  createProject: { method: 'POST', path: '/api/project/', access: 'USER' },
  getProject: { method: 'GET', path: '/api/project/:id', access: 'USER' },
  updateProject: { method: 'PATCH', path: '/api/project/:id', access: 'USER' },
  deleteProject: { method: 'DELETE', path: '/api/project/:id', access: 'USER' },
  addProjectPc: { method: 'POST', path: '/api/project/:id/pc/', access: 'USER' },
  removeProjectPc: { method: 'DELETE', path: '/api/project/:id/pc/', access: 'USER' },
  // The user's current project (DESIGN: kept per user); beside /api/user/pc/, the user's PCs.
  currentProject: { method: 'GET', path: '/api/user/project/', access: 'USER' },
  setCurrentProject: { method: 'PUT', path: '/api/user/project/', access: 'USER' },
} as const satisfies Record<string, Route>;

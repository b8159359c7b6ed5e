import type { Endpoint } from './endpoint';
import { MessageAnswer } from './envelope';
import * as project from './project';
import { PC_ROUTES, PROJECT_ROUTES } from './project.routes';

export const PC_ENDPOINTS = {
  mintPcToken: { ...PC_ROUTES.mintPcToken, answer: project.PcTokenAnswer },
  listPcs: { ...PC_ROUTES.listPcs, answer: project.PcListAnswer },
  registerPc: { ...PC_ROUTES.registerPc, body: project.RegisterPcBody, answer: project.PcAnswer },
  deletePc: { ...PC_ROUTES.deletePc, body: project.DeletePcBody, answer: MessageAnswer },
} as const satisfies Record<string, Endpoint>;

export const PROJECT_ENDPOINTS = {
  listProjects: {
    ...PROJECT_ROUTES.listProjects,
    query: project.ProjectListQuery,
    answer: project.ProjectListAnswer,
  },
  createProject: {
    ...PROJECT_ROUTES.createProject,
    body: project.CreateProjectBody,
    answer: project.ProjectAnswer,
  },
  getProject: {
    ...PROJECT_ROUTES.getProject,
    params: project.ProjectParams,
    answer: project.ProjectAnswer,
  },
  updateProject: {
    ...PROJECT_ROUTES.updateProject,
    params: project.ProjectParams,
    body: project.UpdateProjectBody,
    answer: project.ProjectAnswer,
  },
  deleteProject: {
    ...PROJECT_ROUTES.deleteProject,
    params: project.ProjectParams,
    answer: MessageAnswer,
  },
  addProjectPc: {
    ...PROJECT_ROUTES.addProjectPc,
    params: project.ProjectParams,
    body: project.ProjectPcBody,
    answer: project.ProjectAnswer,
  },
  removeProjectPc: {
    ...PROJECT_ROUTES.removeProjectPc,
    params: project.ProjectParams,
    body: project.ProjectPcBody,
    answer: project.ProjectAnswer,
  },
  currentProject: { ...PROJECT_ROUTES.currentProject, answer: project.CurrentProjectAnswer },
  setCurrentProject: {
    ...PROJECT_ROUTES.setCurrentProject,
    body: project.CurrentProjectBody,
    answer: project.CurrentProjectAnswer,
  },
} as const satisfies Record<string, Endpoint>;

// First: it configures zod before any schema below is built.
import './strict-csp';
export * from './roles';
export * from './messages';
export * from './constants';
export * from './catalogue';
export * from './realtime';
export * from './rest/envelope';
export * from './rest/user';
export * from './rest/project';
export * from './rest/board';
export * from './rest/file';
export * from './rest/module';
export * from './rest/endpoints';

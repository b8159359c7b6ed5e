import type { Route } from './route';

export const USER_ROUTES = {
  verifyEmail: { method: 'POST', path: '/api/user/email/verify/', access: 'PUBLIC' },
  checkEmailCode: { method: 'POST', path: '/api/user/email/code/', access: 'PUBLIC' },
  register: { method: 'POST', path: '/api/user/register/', access: 'PUBLIC' },
  login: { method: 'POST', path: '/api/user/login/', access: 'PUBLIC' },
  guest: { method: 'POST', path: '/api/user/guest/', access: 'PUBLIC' },
  refresh: { method: 'POST', path: '/api/token/refresh/', access: 'PUBLIC' },
  logout: { method: 'POST', path: '/api/user/logout/', access: 'PUBLIC' },
  // A forgotten password: a code mailed to the account's address, then the new password.
  passwordResetCode: { method: 'POST', path: '/api/user/password/reset/code/', access: 'PUBLIC' },
  passwordReset: { method: 'POST', path: '/api/user/password/reset/', access: 'PUBLIC' },

  userInfo: { method: 'GET', path: '/api/user/info/', access: 'ALL' },
  // The account's own screen language; guests' too, as they see the same screens.
  userLanguage: { method: 'GET', path: '/api/user/language/', access: 'ALL' },
  setUserLanguage: { method: 'PUT', path: '/api/user/language/', access: 'ALL' },
  // Small per-user settings that follow the user to other devices (a playback layout), by key
  // from an allow-list (USER_SETTING_KEYS); null until saved.
  userSetting: { method: 'GET', path: '/api/user/settings/:key', access: 'ALL' },
  setUserSetting: { method: 'PUT', path: '/api/user/settings/:key', access: 'ALL' },
  updateUser: { method: 'POST', path: '/api/user/info/', access: 'ADMIN' },
  listUsers: { method: 'GET', path: '/api/user/', access: 'ADMIN' },
  changePassword: { method: 'POST', path: '/api/user/password/change/', access: 'EDU' },
  withdraw: { method: 'DELETE', path: '/api/user/withdrawal/', access: 'EDU' },
  inquiry: { method: 'POST', path: '/api/user/inquiry/', access: 'USER' },
  listInquiries: { method: 'GET', path: '/api/user/inquiry/', access: 'ADMIN' },
  contact: { method: 'POST', path: '/api/user/contact/', access: 'PUBLIC' },
  listContacts: { method: 'GET', path: '/api/user/contact/', access: 'ADMIN' },
} as const satisfies Record<string, Route>;

import type { Endpoint } from './endpoint';
import { MessageAnswer } from './envelope';
import * as user from './user';
import { USER_ROUTES } from './user.routes';

export const USER_ENDPOINTS = {
  verifyEmail: {
    ...USER_ROUTES.verifyEmail,
    body: user.VerifyEmailBody,
    answer: user.VerifyEmailAnswer,
  },
  checkEmailCode: {
    ...USER_ROUTES.checkEmailCode,
    body: user.CheckCodeBody,
    answer: user.CheckCodeAnswer,
  },
  register: { ...USER_ROUTES.register, body: user.RegisterBody, answer: user.UserInfoAnswer },
  login: { ...USER_ROUTES.login, body: user.LoginBody, answer: user.LoginAnswer },
  guest: { ...USER_ROUTES.guest, answer: user.LoginAnswer },
  refresh: { ...USER_ROUTES.refresh, body: user.RefreshBody, answer: user.RefreshAnswer },
  logout: { ...USER_ROUTES.logout, body: user.RefreshBody, answer: MessageAnswer },
  passwordResetCode: {
    ...USER_ROUTES.passwordResetCode,
    body: user.PasswordResetCodeBody,
    answer: MessageAnswer,
  },
  passwordReset: {
    ...USER_ROUTES.passwordReset,
    body: user.PasswordResetBody,
    answer: MessageAnswer,
  },
  userInfo: { ...USER_ROUTES.userInfo, answer: user.UserInfoAnswer },
  userLanguage: { ...USER_ROUTES.userLanguage, answer: user.UserLanguageAnswer },
  setUserLanguage: {
    ...USER_ROUTES.setUserLanguage,
    body: user.UserLanguageBody,
    answer: user.UserLanguageAnswer,
  },
  userSetting: {
    ...USER_ROUTES.userSetting,
    params: user.UserSettingParams,
    answer: user.UserSettingAnswer,
  },
  setUserSetting: {
    ...USER_ROUTES.setUserSetting,
    params: user.UserSettingParams,
    body: user.UserSettingBody,
    answer: user.UserSettingAnswer,
  },
  updateUser: { ...USER_ROUTES.updateUser, body: user.UpdateUserBody, answer: user.UserInfoAnswer },
  listUsers: { ...USER_ROUTES.listUsers, answer: user.UserListAnswer },
  changePassword: {
    ...USER_ROUTES.changePassword,
    body: user.PasswordChangeBody,
    answer: MessageAnswer,
  },
  withdraw: { ...USER_ROUTES.withdraw, answer: MessageAnswer },
  inquiry: { ...USER_ROUTES.inquiry, body: user.InquiryBody, answer: MessageAnswer },
  listInquiries: { ...USER_ROUTES.listInquiries, answer: user.InquiryListAnswer },
  contact: { ...USER_ROUTES.contact, body: user.ContactBody, answer: MessageAnswer },
  listContacts: { ...USER_ROUTES.listContacts, answer: user.ContactListAnswer },
} as const satisfies Record<string, Endpoint>;

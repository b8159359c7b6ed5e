/** The product name used inside error strings such as `[{product}] Network Error (OTA)`. */
export const PRODUCT_NAME = 'ADS Studio';

/** User-facing strings of spec §2 and §8, exactly as written there. */
export const MESSAGES = {
  networkError: 'Network error. Please contact admin.',
  unauthenticated: 'Unauthenticated access to restricted endpoint',
  authNetworkError: `[${PRODUCT_NAME}] Network Error (OTA)`,
  emailVerifyNetworkError: 'Network Error',
  otaNetworkError: '[OTA] Network Error',
  savePcFailed: 'Failed to save PC.',
  passwordChangeFailed: 'Failed to change password.',
  withdrawalFailed: 'Failed to withdrawal.',
  withdrawalErrorAlert: 'An error occurred.',
  withdrawalDone: 'Withdrawal has been completed.',
  /** Korean for "the password was changed successfully"; the dialog closes only on this one. */
  passwordChanged: '비밀번호가 성공적으로 변경되었습니다.',
  updateSoon: 'Update soon',
  guardSignUpPrompt:
    'Sign up is required. Would you like to go to the Sign up page after Sign out of your guest account?',
  downloadProgressTitle: 'Download progress',
  noDownloads: 'No downloads in progress.',
  runningModulesTitle: 'Running modules',
  reload: 'Reload',
  switchTo: 'Switch to',
  projects: 'Projects',
  viewAllProjects: 'View all projects',
} as const;

/** Business constants of spec §9 and the account rules of DESIGN §3. */
export const CONSTANTS = {
  snackbarAutoHideMs: 5000,
  snackbarMax: 10,
  snackbarAnchor: { vertical: 'bottom', horizontal: 'left' },
  /** Answers at or above this status are errors; everything below is a normal answer. */
  serverErrorStatus: 500,
  socketReconnectDelayMs: 2000,
  socketReconnectDelayMaxMs: 5000,
  socketReconnectAttempts: Infinity,
  socketTimeoutMs: 20_000,
  socketPollMs: 1000,
  areaSwitchDelayMs: 500,
  viewAllProjectsDelayMs: 300,
  chunkLoadTimeoutMs: 120_000,
  bottomBarMaxWidthPx: 500,
  theme: { main: '#5D5AFF', dark: '#4C4AD6', accent: '#7F55F1' },
  benchmarkDatasetFrames: 20_000,
  mockService: false,
} as const;

/** Account rules (DESIGN §3). */
export const ACCOUNT = {
  emailCodeLength: 6,
  emailCodeTtlMs: 10 * 60_000,
  emailCodeMaxTries: 5,
  /** How long a verified e-mail may wait for its registration. */
  emailVerifiedTtlMs: 60 * 60_000,
  accessTokenTtlS: 15 * 60,
  refreshTokenTtlS: 14 * 24 * 3600,
  passwordMinLength: 8,
  passwordMaxLength: 128,
} as const;

import { MESSAGES } from '@ads/contract';
import type { Failed } from '../../lib/api';

// Status 0 means no answer came back; otherwise the server's sentence says what to do.

/** Adding, changing or deleting a project, or a PC's place in one (spec §8). */
export const projectFailure = (result: Failed) =>
  result.status === 0 ? MESSAGES.otaNetworkError : result.message;

/** Deleting a PC (spec §8 "Project or PC add/delete failure"). */
export const pcDeleteFailure = projectFailure;

/** Saving a PC: minting its token or registering it (spec §8 "Save PC failure"). */
export const pcSaveFailure = (result: Failed) =>
  result.status === 0 ? MESSAGES.savePcFailed : result.message;

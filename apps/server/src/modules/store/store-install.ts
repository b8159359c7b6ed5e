import type { PcRow } from '../../db/schema';
import type { Actor } from '../../http/auth';
import type { Combo } from './combo.repo';
import type { ResolvedMember } from './combo.service';
import type { ComboCheck } from '@ads/contract';

/**
 * What starting a combo install is given, already checked by the combo service: the caller,
 * the combo, its members with the versions they pin (yanked ones included: the combo pins
 * them), the caller's PC (admins: any), and a check with nothing in the way.
 */
export interface InstallRequest {
  actor: Actor;
  combo: Combo;
  members: ResolvedMember[];
  pc: PcRow;
  check: ComboCheck;
}

/** Starts an install through the PC's agent and answers its id at once (progress is read). */
export type StartInstall = (request: InstallRequest) => Promise<{ id: number }>;

import type { ControlHolder } from '@ads/contract';

/** What the control-lock row shows and offers. */
export interface LockView {
  /** Who holds it, as a sentence: "Nobody has control.", "You have control.", "Ana has control." */
  holderText: string;
  /** This connection holds the lock (the server names the holder's connection). */
  mine: boolean;
  /** The button to show: take, take over (admins, someone else holds it), release, or none. */
  action: 'take' | 'takeover' | 'release' | null;
  /** Why taking is not possible now (the disabled button's tooltip). */
  refusal: string | null;
}

/** The lock as this viewer sees it: their connection `sid`, their account and role. */
export function lockView(
  holder: ControlHolder | null | undefined,
  me: { sid: string | null; userId: number; admin: boolean; mayCommand: boolean },
): LockView {
  if (!me.mayCommand) {
    return {
      holderText: holder ? `${holder.name} has control.` : 'Nobody has control.',
      mine: false,
      action: null,
      refusal: null,
    };
  }
  if (!holder)
    return { holderText: 'Nobody has control.', mine: false, action: 'take', refusal: null };
  if (me.sid !== null && holder.sid === me.sid) {
    return { holderText: 'You have control.', mine: true, action: 'release', refusal: null };
  }
  // The same account in another tab or browser is another operator too: one connection drives.
  const who =
    holder.user_id === me.userId
      ? 'You have control in another tab or window.'
      : `${holder.name} has control.`;
  if (me.admin) return { holderText: who, mine: false, action: 'takeover', refusal: null };
  return {
    holderText: who,
    mine: false,
    action: 'take',
    refusal: `${holder.user_id === me.userId ? 'Your other tab' : holder.name} holds control; it is free again when released or disconnected.`,
  };
}

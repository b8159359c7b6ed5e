import type { ControlHolder } from '@ads/contract';
import { i18n } from '../i18n';

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
  /** Someone else's name when `holderText` or `refusal` names them (shown as typed, not translated). */
  holderName?: string;
}

/** The lock as this viewer sees it: their connection `sid`, their account and role. */
export function lockView(
  holder: ControlHolder | null | undefined,
  me: { sid: string | null; userId: number; admin: boolean; mayCommand: boolean },
): LockView {
  if (!me.mayCommand) {
    return {
      holderText: holder
        ? i18n.t('vehicle:lock.someone', { name: holder.name })
        : i18n.t('vehicle:lock.nobody'),
      mine: false,
      action: null,
      refusal: null,
      ...(holder ? { holderName: holder.name } : {}),
    };
  }
  if (!holder)
    return {
      holderText: i18n.t('vehicle:lock.nobody'),
      mine: false,
      action: 'take',
      refusal: null,
    };
  if (me.sid !== null && holder.sid === me.sid) {
    return {
      holderText: i18n.t('vehicle:lock.you'),
      mine: true,
      action: 'release',
      refusal: null,
    };
  }
  // The same account in another tab or browser is another operator too: one connection drives.
  const who =
    holder.user_id === me.userId
      ? i18n.t('vehicle:lock.youElsewhere')
      : i18n.t('vehicle:lock.someone', { name: holder.name });
  const named = holder.user_id === me.userId ? {} : { holderName: holder.name };
  if (me.admin) {
    return { holderText: who, mine: false, action: 'takeover', refusal: null, ...named };
  }
  return {
    ...named,
    holderText: who,
    mine: false,
    action: 'take',
    refusal:
      holder.user_id === me.userId
        ? i18n.t('vehicle:lock.heldByOtherTab')
        : i18n.t('vehicle:lock.heldBy', { name: holder.name }),
  };
}

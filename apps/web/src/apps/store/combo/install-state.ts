import type { Combo, ComboInstall, MemberInstall } from '@ads/contract';
import { i18n, serverText } from '../../../lib/i18n';

/**
 * The install this page should follow when it opens: the caller's newest one of this combo
 * that is still running (an install outlives the page; reopening it picks the progress up).
 */
export function runningInstallOf(combo: Pick<Combo, 'recent_installs'>): number | null {
  const running = combo.recent_installs
    .filter((install) => install.status === 'running')
    .sort((a, b) => b.started_at.localeCompare(a.started_at));
  return running[0]?.id ?? null;
}

/** An install's state in the language shown. */
export const installStatusLabel = (status: ComboInstall['status']): string =>
  i18n.t(`store:install.status.${status}`);

/** A member's state in the language shown. */
export const memberStatusLabel = (status: MemberInstall['status']): string =>
  i18n.t(`store:install.member.${status}`);

/** The sentence an install ends with: the server's, else one that says what it means. */
export function outcomeOf(install: ComboInstall): string {
  const said = install.message.trim();
  return said
    ? serverText(said)
    : i18n.t(`store:install.outcome.${install.status}`, { pc: install.pc.name });
}

/** A member's bar: 0–100, a failed member (−1) drawn full in red. */
export function memberProgress(member: MemberInstall): { value: number; failed: boolean } {
  if (member.progress < 0 || member.status === 'failed') return { value: 100, failed: true };
  if (member.status === 'installed') return { value: 100, failed: false };
  return { value: Math.max(0, Math.min(100, Math.round(member.progress))), failed: false };
}

/** The whole install's share done: the mean of its members' bars. */
export function overallProgress(install: ComboInstall): number {
  if (install.members.length === 0) return install.status === 'running' ? 0 : 100;
  const total = install.members.reduce((sum, member) => {
    const { value, failed } = memberProgress(member);
    return sum + (failed ? 0 : value);
  }, 0);
  return Math.round(total / install.members.length);
}

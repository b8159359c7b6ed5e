import type { RemoteKind } from '@ads/contract';
import { i18n } from '../../../lib/i18n';

/** How long ago a time was, short, in the language shown ("just now", "5 min", "2 h", "3 d"). */
export function since(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return i18n.t('remote:since.now');
  const [unit, size] =
    seconds < 3600
      ? (['minutes', 60] as const)
      : seconds < 86_400
        ? (['hours', 3600] as const)
        : (['days', 86_400] as const);
  const count = Math.floor(seconds / size);
  return i18n.t(`remote:since.${unit}`, { count });
}

/** A session's kind as the language shown names it. */
export const kindLabel = (kind: RemoteKind): string => i18n.t(`remote:kind.${kind}`);

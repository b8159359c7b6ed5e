import type { UserSettingKey } from '@ads/contract';
import type { Actor } from '../../http/auth';
import type { UserSettingsRepo } from './user-settings.repo';

/**
 * A user's own small settings (a playback layout): the contract has already checked the key
 * against its allow-list and the value's size; here a value is only ever the caller's own.
 */
export function createUserSettingsService(deps: { settings: UserSettingsRepo }) {
  const { settings } = deps;
  return {
    /** The caller's value of `key`, null until saved. */
    read: (actor: Actor, key: UserSettingKey): Promise<unknown> => settings.read(actor.id, key),

    /** Keeps the caller's value of `key`; null forgets it (the page's default applies again). */
    async write(actor: Actor, key: UserSettingKey, value: unknown): Promise<unknown> {
      if (value === null) await settings.remove(actor.id, key);
      else await settings.write(actor.id, key, value);
      return value;
    },
  };
}
export type UserSettingsService = ReturnType<typeof createUserSettingsService>;

import { ROUTES } from '@ads/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectToRealApi, forgetSession, freshAccount, signIn } from '../../test/real-api';
import { call } from '../api';
import { i18n } from './instance';
import { useLanguageChoice } from './language-store';
import { chooseLanguage } from './user-language';

// The account's language against the real server: kept per account, read at sign-in, and a
// visitor's pick (never another account's) handed to an account that has none.

connectToRealApi();
afterEach(async () => {
  useLanguageChoice.getState().choose(null);
  await i18n.changeLanguage('en');
});

const saved = async () => {
  const result = await call(ROUTES.userLanguage);
  if (!result.success) throw new Error(result.message);
  return result.detail.language;
};

describe("the account's language", () => {
  it('is saved when chosen signed in, and read at the next sign-in on a fresh device', async () => {
    const account = await freshAccount();
    await signIn(account);
    expect(await saved()).toBeNull();
    await chooseLanguage('ko', true);
    expect(await saved()).toBe('ko');
    // The screens switch as the Korean words arrive (instance.ts follows the choice).
    await vi.waitFor(() => expect(i18n.resolvedLanguage).toBe('ko'));

    forgetSession();
    useLanguageChoice.getState().choose(null);
    await i18n.changeLanguage('en');
    await signIn(account);
    expect(useLanguageChoice.getState().choice).toBe('ko');
    await vi.waitFor(() => expect(i18n.resolvedLanguage).toBe('ko'));
  });

  it("takes a visitor's pick when it has none", async () => {
    const account = await freshAccount();
    await chooseLanguage('ko', false);
    await signIn(account);
    expect(await saved()).toBe('ko');
    expect(useLanguageChoice.getState()).toMatchObject({ choice: 'ko', byAccount: true });
  });

  it("does not take another account's choice left on the device", async () => {
    const first = await freshAccount();
    await signIn(first);
    await chooseLanguage('ko', true);
    forgetSession();
    // The device still shows Korean after the sign-out, as the first account left it.
    expect(useLanguageChoice.getState().choice).toBe('ko');

    const second = await freshAccount();
    await signIn(second);
    expect(await saved()).toBeNull();
    expect(useLanguageChoice.getState().choice).toBeNull();
    await vi.waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
  });
});

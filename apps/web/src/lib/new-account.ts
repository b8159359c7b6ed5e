/*
 * An account created in this tab is greeted as new ("Welcome"), not "Welcome back" (issue 30).
 * Kept in session storage: a reload right after sign-up still greets it as new, and a later
 * visit (a new tab or browser session) is a return.
 */
const KEY = 'new-account';

/** The account `id` was just created here. */
export function markNewAccount(id: number): void {
  try {
    sessionStorage.setItem(KEY, String(id));
  } catch {
    // Storage refused (private mode, quota): the greeting is only a greeting.
  }
}

/** Whether `id` is the account created in this tab's session. */
export function isNewAccount(id: number): boolean {
  try {
    return id !== 0 && sessionStorage.getItem(KEY) === String(id);
  } catch {
    return false;
  }
}

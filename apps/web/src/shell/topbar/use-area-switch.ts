import { AREAS, type AppEntry, CONSTANTS, MESSAGES, appByKey, canAccess } from '@ads/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { effectiveRole, isLoggedIn, useAuth } from '../../lib/auth-store';
import { useCatalogue } from '../../lib/catalogue';
import { notify } from '../../lib/notify';
import { clearSession } from '../../lib/session';
import { areaAccess } from './area-access';

export interface AreaChoice {
  app: AppEntry;
  /** Disabled for this role, or not in its catalogue at all (hidden, e.g. the remote IDE). */
  disabled: boolean;
}

/**
 * The 'Switch to' menu's rules (spec §2): every area but home; a disabled one answers
 * 'Update soon'; otherwise an access check with logout (the route guard's prompt) and then the
 * move after 500 ms. Benchmark skips the check; its page's own guard still applies.
 */
export function useAreaSwitch() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [askSignUp, setAskSignUp] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const role = effectiveRole(auth);
  const { apps: visible } = useCatalogue();
  const choices: AreaChoice[] = AREAS.filter((key) => key !== 'home').map((key) => {
    const entry = visible.find((app) => app.key === key);
    return { app: entry ?? appByKey(key), disabled: !entry || entry.disabled };
  });

  function switchTo({ app, disabled }: AreaChoice) {
    if (disabled) {
      notify(MESSAGES.updateSoon, 'info');
      return;
    }
    // A visitor who is not signed in has no account to sign out of: the page's guard sends
    // them to sign in instead.
    const checked = app.key !== 'benchmark' && isLoggedIn(auth);
    if (checked && !canAccess(role, areaAccess(app.url))) {
      setAskSignUp(true);
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(app.url), CONSTANTS.areaSwitchDelayMs);
  }

  return {
    choices,
    switchTo,
    askSignUp,
    confirmSignUp() {
      setAskSignUp(false);
      clearSession();
      navigate('/signup');
    },
    cancelSignUp: () => setAskSignUp(false),
  };
}

import { AREAS, type AppEntry, type AppReach, CONSTANTS } from '@ads/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCatalogue } from '../../lib/catalogue';
import { notify } from '../../lib/notify';
import { clearSession } from '../../lib/session';
import { i18n } from '../../lib/i18n';

export interface AreaChoice {
  app: AppEntry;
  /** What choosing it does (the home card's rule): 'soon' answers 'Update soon'. */
  reach: AppReach;
  /** Off for this role: the menu greys it. */
  disabled: boolean;
}

/**
 * The 'Switch to' menu's rules (spec §2) under the one rule of the home cards (`reach`): every
 * area but home that the role sees (a hidden app has no card, so no entry either); a disabled
 * one answers 'Update soon'; a visitor is sent to sign in; otherwise an access check with
 * logout (the route guard's prompt) and then the move after 500 ms. Benchmark skips the check;
 * its page's own guard still applies.
 */
export function useAreaSwitch() {
  const navigate = useNavigate();
  const [askSignUp, setAskSignUp] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { apps: visible, reach } = useCatalogue();
  const choices: AreaChoice[] = AREAS.filter((key) => key !== 'home').flatMap((key) => {
    const entry = visible.find((app) => app.key === key);
    const how = reach(key);
    return entry && how !== 'hidden' ? [{ app: entry, reach: how, disabled: how === 'soon' }] : [];
  });

  function switchTo({ app, reach: how }: AreaChoice) {
    if (how === 'soon') {
      notify(i18n.t('messages.updateSoon'), 'info');
      return;
    }
    clearTimeout(timer.current);
    if (how === 'sign-in') {
      // A visitor has no account to sign out of: sign in first, then on to the area.
      navigate(`/login?next=${encodeURIComponent(app.url)}`);
      return;
    }
    if (how === 'sign-up' && app.key !== 'benchmark') {
      setAskSignUp(true);
      return;
    }
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

import { type AccessType, type AppKey, canAccess } from '@ads/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useNavigationType } from 'react-router';
import { isLoggedIn, useAuth } from '../lib/auth-store';
import { useCatalogue } from '../lib/catalogue';
import { clearSession } from '../lib/session';
import { AppUnavailable } from './AppUnavailable';
import { ConfirmDialog } from './ConfirmDialog';
import { useTranslation } from 'react-i18next';

/**
 * Lets a page render when the account's role is high enough, and, for an app's page, when the
 * app is on for the role (the catalogue a SUPER manages; asked again on every navigation). A
 * visitor who is not signed in goes to /login and comes back afterwards; a signed-in role that
 * is too low gets the spec's prompt: confirm signs out and goes to /signup, decline goes back
 * one page. An app that is off says 'Update soon'.
 */
export function RouteGuard({
  access,
  app,
  children,
}: {
  access: AccessType;
  app?: AppKey | undefined;
  children: ReactNode;
}) {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const { t } = useTranslation('shell');
  const { refetch } = catalogue;
  // Every navigation (a new history entry, even to the same path, or Back) asks for the
  // catalogue again; a page replacing its own query does not (the playback keeps its `?t=` at
  // the time shown: each seek's ask would share the server with the seek's read).
  const navigationType = useNavigationType();
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    const samePage = navigationType === 'REPLACE' && lastPath.current === location.pathname;
    lastPath.current = location.pathname;
    if (!samePage) void refetch();
  }, [location.key, location.pathname, navigationType, refetch]);
  // Set on confirm: the sign-out would otherwise re-render this guard as "not signed in"
  // and its redirect to /login would replace the navigation to /signup.
  const [leaving, setLeaving] = useState(false);
  if (access === 'PUBLIC') return children;
  if (leaving) return null;
  if (!isLoggedIn(auth)) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  if (canAccess(auth.role, access)) {
    const entry = app && catalogue.entry(app);
    if (app && (!entry || entry.disabled)) return <AppUnavailable app={app} />;
    return children;
  }
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/home', { replace: true });
  };
  return (
    <ConfirmDialog
      open
      text={t('guardSignUpPrompt')}
      onConfirm={() => {
        setLeaving(true);
        clearSession();
        navigate('/signup', { replace: true });
      }}
      onCancel={goBack}
    />
  );
}

/** Login and sign-up: a signed-in account is sent to the landing page. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  return isLoggedIn(auth) ? <Navigate to="/" replace /> : children;
}

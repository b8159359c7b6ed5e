import type { Language } from '@ads/contract';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../lib/http';
import { i18n } from '../../lib/i18n';
import { ALLOWED_LATIN, otherLanguageText } from '../../lib/i18n/other-language';
import { renderInShell } from '../../shell/topbar/test-utils';
import { api, connectToRealApi, signIn } from '../../test/real-api';
import AdminChallengeListPage from './admin/AdminChallengeListPage';
import AdminChallengePage from './admin/AdminChallengePage';
import ChallengeListPage from './ChallengeListPage';
import ChallengePage from './ChallengePage';
import EducationHomePage from './EducationHomePage';
import EducationLauncherPage from './EducationLauncherPage';
import EducationMorePage from './EducationMorePage';
import { EDUCATION_LATIN } from './latin';
import { createChallenge, submitScored } from './test-challenges';

// Issue 30: no string is left in the other language. Each page of ADS Education (the learner's
// and the admin's) is rendered with real data in Korean and in English, and the checker of
// lib/i18n looks for Latin words that are not names, codes or units on the Korean page and
// for Hangul on the English one (what admins and learners typed is marked translate="no").

connectToRealApi();

const TITLE = `${Date.now() % 1e9} ${process.pid}`;
let challenge = 0;
let submission = 0;

beforeAll(async () => {
  // The real server's address is set before each test (connectToRealApi); the data is made once.
  http.defaults.baseURL = api.url;
  await signIn(api.superAccount);
  // A title of digits only: neither language's words. The admins' words are exempt by marking
  // (translate="no", aria-labelledby); this keeps the check on the pages' own words.
  const made = await createChallenge(TITLE);
  challenge = made.id;
  submission = await submitScored(challenge);
  await i18n.loadNamespaces('education');
}, 60_000);

afterAll(() => i18n.changeLanguage('en'));

/** The pages, each with what shows it has its data (not a skeleton). */
const PAGES: Array<{ name: string; path: () => string; ui: ReactElement; ready: RegExp | string }> =
  [
    { name: 'home', path: () => '/education/home', ui: <EducationHomePage />, ready: /#\d/ },
    {
      name: 'challenges',
      path: () => '/education/challenge',
      ui: <ChallengeListPage />,
      ready: TITLE,
    },
    ...(['rules', 'submissions', 'leaderboard'] as const).map((tab) => ({
      name: `challenge ${tab}`,
      path: () => `/education/challenge/${challenge}?tab=${tab}`,
      ui: (
        <Routes>
          <Route path="education/challenge/:id" element={<ChallengePage />} />
        </Routes>
      ),
      ready: tab === 'rules' ? /K-City/ : tab === 'submissions' ? /#\d+/ : /100%/,
    })),
    {
      name: 'replay',
      path: () => `/education/challenge/${challenge}?tab=submissions&replay=${submission}.0`,
      ui: (
        <Routes>
          <Route path="education/challenge/:id" element={<ChallengePage />} />
        </Routes>
      ),
      ready: /Web Worker/,
    },
    {
      name: 'launcher',
      path: () => '/education/launcher',
      ui: <EducationLauncherPage />,
      ready: /.+/,
    },
    { name: 'more', path: () => '/education/more', ui: <EducationMorePage />, ready: /@/ },
    {
      name: 'admin list',
      path: () => '/education/admin',
      ui: <AdminChallengeListPage />,
      ready: TITLE,
    },
    {
      name: 'admin editor',
      path: () => `/education/admin/challenge/${challenge}`,
      ui: (
        <Routes>
          <Route path="education/admin/challenge/:id" element={<AdminChallengePage />} />
        </Routes>
      ),
      ready: /#\d+ ·/,
    },
  ];

async function otherLanguageOn(page: (typeof PAGES)[number], language: Language) {
  await act(() => i18n.changeLanguage(language));
  renderInShell(<div data-testid="page">{page.ui}</div>, page.path());
  const root = await screen.findByTestId('page');
  await waitFor(
    () => {
      expect(document.body.textContent).toMatch(page.ready);
      expect(root.querySelector('[aria-busy="true"], .MuiSkeleton-root')).toBeNull();
    },
    { timeout: 20_000 },
  );
  // The whole document: a dialog (the replay) and menus are portals outside the page. The
  // test shell's path probe is the test's, not the app's.
  screen.getByTestId('where').setAttribute('translate', 'no');
  const found = otherLanguageText({
    language,
    allowed: [...ALLOWED_LATIN, ...EDUCATION_LATIN],
    root: document.body,
  });
  cleanup();
  return found;
}

describe('ADS Education in one language at a time', { timeout: 120_000 }, () => {
  it.each(PAGES.map((page) => [page.name, page] as const))(
    '%s shows no English on the Korean page and no Korean on the English one',
    async (_, page) => {
      await signIn(api.superAccount);
      expect(await otherLanguageOn(page, 'ko')).toEqual([]);
      expect(await otherLanguageOn(page, 'en')).toEqual([]);
    },
  );
});

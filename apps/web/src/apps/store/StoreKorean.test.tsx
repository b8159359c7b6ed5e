import type {
  Algorithm,
  AlgorithmVersion,
  ComboInstall,
  ComboMember,
  ComboSummary,
  WiringEntry,
} from '@ads/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { ALLOWED_LATIN, otherLanguageText } from '../../lib/i18n/other-language';
import { renderInShell } from '../../shell/topbar/test-utils';
import { AboutCard, UsedByCard } from './algorithm/AboutCard';
import { AlgorithmHeader } from './algorithm/AlgorithmHeader';
import { InterfaceView } from './algorithm/InterfaceView';
import { PullLine } from './algorithm/PullLine';
import { VersionsTable } from './algorithm/VersionsTable';
import { InstallProgress } from './combo/InstallProgress';
import { MembersTable } from './combo/MembersTable';
import { WiringTable } from './combo/WiringTable';
import { AlgorithmCard } from './components/AlgorithmCard';
import { ComboCard } from './components/ComboCard';
import { plural, timeAgo } from './format';
import { CategoryTiles } from './home/CategoryTiles';
import { FacetPanel } from './search/FacetPanel';
import { DEFAULT_SEARCH } from './search/search-params';

// Issue 30: IP Repository read in Korean shows no English of its own. What people published
// (titles, names, topics, licenses, commands) is data, not the page's text: its words are
// allowed, and only those.
beforeAll(async () => {
  await i18n.loadNamespaces('store');
  await i18n.changeLanguage('ko');
});
afterAll(() => i18n.changeLanguage('en'));
afterEach(cleanup);

const NOW = Date.now();
const DAYS_AGO = new Date(NOW - 3 * 86_400_000).toISOString();
const USER = { id: 2, name: 'Kim Driver' };

const VERSION: AlgorithmVersion = {
  version: '1.2.0',
  image: `ghcr.io/ads/planner@sha256:${'ab'.repeat(32)}`,
  archive: null,
  platforms: ['linux/amd64'],
  ros_distro: 'jazzy',
  gpu: true,
  interface: {
    inputs: [{ topic: '/planning/route', type: 'nav_msgs/msg/Path', description: '' }],
    outputs: [],
    parameters: [{ name: 'horizon_s', type: 'double', default: 8, description: '' }],
  },
  run: ['planner', '--rate', '10'],
  changelog: '',
  published_by: USER,
  published_at: DAYS_AGO,
  yanked: true,
  yank_reason: null,
  installs: 1234,
};
const ALGORITHM: Algorithm = {
  id: 5,
  name: 'route-planner',
  title: 'Route planner',
  summary: '',
  category: 'planning',
  tags: ['route'],
  license: 'Apache-2.0',
  owner: USER,
  deprecated: null,
  latest: null,
  installs: 1234,
  updated_at: DAYS_AGO,
  readme: '',
  source_url: null,
  maintainers: [],
  versions: [VERSION],
  used_by: [],
  can_edit: true,
  created_at: DAYS_AGO,
};
const COMBO: ComboSummary = {
  id: 3,
  name: 'mini-stack',
  title: 'Mini stack',
  summary: '',
  version: '1.0.0',
  owner: USER,
  members: 2,
  installs: 0,
  updated_at: DAYS_AGO,
};
const MEMBER: ComboMember = {
  algorithm: { id: 5, name: ALGORITHM.name, title: ALGORITHM.title },
  version: VERSION.version,
  parameters: {},
  yanked: true,
  interface: VERSION.interface,
};
const WIRING: WiringEntry[] = [
  {
    member: ALGORITHM.name,
    topic: '/planning/route',
    type: 'nav_msgs/msg/Path',
    status: 'no_producer',
    producers: [],
    message: null,
  },
];
const INSTALL: ComboInstall = {
  id: 7,
  combo: { id: 3, name: COMBO.name, title: COMBO.title, version: COMBO.version },
  pc: { id: 4, name: 'Rig 01' },
  user: USER,
  status: 'rolled_back',
  message: '',
  members: [
    { algorithm: ALGORITHM.name, version: '1.2.0', status: 'skipped', progress: 0, message: '' },
  ],
  started_at: DAYS_AGO,
  finished_at: DAYS_AGO,
} as ComboInstall;

const DATA = [
  USER.name,
  ALGORITHM.name,
  ALGORITHM.title,
  ALGORITHM.license,
  COMBO.name,
  COMBO.title,
  INSTALL.pc.name,
  VERSION.image!,
  '/planning/route nav_msgs/msg/Path horizon_s double jazzy linux/amd64 planner --rate',
].flatMap((text) => text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []);
/** The runtime's and the formats' own names, written the same in Korean. */
const TERMS = ['GPU', 'GNSS', 'IMU', 'EKF', 'Docker', 'sha256', 'README', 'Semver', 'SPDX'];

/** English left on the page (the test's own path probe aside). */
function english(): string[] {
  for (const probe of screen.getAllByTestId('where')) probe.setAttribute('translate', 'no');
  return otherLanguageText({ language: 'ko', allowed: [...ALLOWED_LATIN, ...TERMS, ...DATA] });
}

describe('IP Repository in Korean', { timeout: 30_000 }, () => {
  it('counts and dates the Korean way', () => {
    expect(plural(1234, 'install')).toBe('설치 1,234회');
    expect(timeAgo(DAYS_AGO, NOW)).toBe('3일 전');
  });

  it('shows the home and search parts: cards, categories and facets', () => {
    renderInShell(
      <>
        <AlgorithmCard algorithm={{ ...ALGORITHM, deprecated: 'Use another one' }} />
        <ComboCard combo={COMBO} />
        <CategoryTiles facets={{ category: [], license: [], platform: [], ros: [], gpu: [] }} />
        <FacetPanel
          state={{ ...DEFAULT_SEARCH, gpu: 'true' }}
          facets={{
            category: [{ value: 'planning', count: 1 }],
            license: [],
            platform: [],
            ros: [],
            gpu: [{ value: 'true', count: 1 }],
          }}
          onChange={() => {}}
          onClear={() => {}}
        />
      </>,
      '/store/search',
    );
    expect(screen.getByRole('button', { name: /^GPU 필요/ })).toBeInTheDocument();
    // The deprecation sentence is what its maintainer wrote.
    expect(english()).toEqual(['aria-label: 지원 중단: Use another one']);
  });

  it('shows an algorithm: header, versions, pull line, interface and facts', () => {
    renderInShell(
      <>
        <AlgorithmHeader algorithm={ALGORITHM} />
        <VersionsTable
          versions={[VERSION]}
          selected={VERSION.version}
          onSelect={() => {}}
          canEdit
          onYank={() => {}}
          onUnyank={() => {}}
        />
        <PullLine name={ALGORITHM.name} version={VERSION} />
        <InterfaceView version={VERSION} />
        <AboutCard algorithm={ALGORITHM} />
        <UsedByCard algorithm={ALGORITHM} />
      </>,
      `/store/algorithm/${ALGORITHM.id}`,
    );
    expect(screen.getByRole('button', { name: '회수 취소' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('shows a combo: members, wiring and an install that was rolled back', () => {
    renderInShell(
      <>
        <MembersTable members={[MEMBER]} />
        <WiringTable wiring={WIRING} />
        <InstallProgress install={INSTALL} />
      </>,
      `/store/combo/${COMBO.id}`,
    );
    expect(screen.getByRole('alert', { name: '설치 결과' })).toHaveTextContent(
      'Rig 01에 넣은 것을 롤백했습니다',
    );
    expect(english()).toEqual([]);
  });
});

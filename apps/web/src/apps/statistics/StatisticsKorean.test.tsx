import type { Category, RecordDetail } from '@ads/contract';
import { ThemeProvider } from '@mui/material';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, serverText } from '../../lib/i18n';
import { ALLOWED_LATIN, otherLanguageText } from '../../lib/i18n/other-language';
import { renderInShell } from '../../shell/topbar/test-utils';
import { createAppTheme } from '../../theme';
import { StorageTable } from './admin/StorageTable';
import { ClassificationEditor } from './detail/ClassificationEditor';
import { RecordFacts } from './detail/RecordFacts';
import { TopicsTable } from './detail/TopicsTable';
import { DEFAULT_LIST_STATE } from './list-params';
import { RecordFilters } from './list/RecordFilters';
import { RecordTable } from './list/RecordTable';

// Issue 30: Data Management read in Korean shows no English of its own. What people typed
// (record, project, vehicle and user names, tags) and what the recording holds (topics,
// message types, encodings) are data, shown as they are and skipped by the check.
beforeAll(async () => {
  await i18n.loadNamespaces('statistics');
  await i18n.changeLanguage('ko');
});
afterAll(() => i18n.changeLanguage('en'));
afterEach(cleanup);

const CATEGORIES: Category[] = [
  { key: 'weather', name: 'Weather', values: ['Clear', 'Rain'] },
  { key: 'time_of_day', name: 'Time of day', values: ['Day', 'Night'] },
];

const RECORD = {
  id: 7,
  name: 'autobahn-night.mcap',
  format: 'mcap',
  size: 17_300_000,
  owner: { id: 3, username: 'Kim Driver' },
  project: { id: 2, title: 'Shuttle A' },
  vehicle: 'Ioniq 5',
  pc: null,
  clock: 'wall',
  start: '2024-06-03T22:30:00.000Z',
  end: '2024-06-03T22:32:00.000Z',
  start_ns: null,
  end_ns: null,
  duration_s: 120,
  message_count: 12_345,
  topic_count: 2,
  distance_m: 3_456,
  avg_speed_mps: 28.8,
  max_speed_mps: 30.1,
  categories: { weather: 'Rain' },
  tags: ['e2e-drive'],
  shared: true,
  created_at: '2024-06-04T08:00:00.000Z',
  topics: [
    {
      name: '/gnss/fix',
      type: 'sensor_msgs/msg/NavSatFix',
      encoding: 'cdr',
      count: 1200,
      rate_hz: 10,
      fields: ['latitude', 'longitude'],
    },
  ],
  route: [],
  route_source: null,
  speed: [],
  suggestions: { categories: { time_of_day: 'Night' }, tags: ['highway'] },
  share_url: null,
} satisfies RecordDetail;

/** English left on the page (the test's own path probe aside). */
function english(): string[] {
  screen.getByTestId('where').setAttribute('translate', 'no');
  return otherLanguageText({ language: 'ko', allowed: ALLOWED_LATIN });
}

describe('Data Management in Korean', { timeout: 30_000 }, () => {
  it("shows a record's facts, topics and classification in Korean, stored values translated", () => {
    renderInShell(
      <>
        <RecordFacts record={RECORD} />
        <TopicsTable topics={RECORD.topics} />
        <ClassificationEditor record={RECORD} categories={CATEGORIES} />
      </>,
      '/statistics/record/7',
    );
    expect(screen.getByLabelText('최고 속도')).toHaveTextContent('108.4 km/h');
    expect(screen.getByLabelText('PC')).toHaveTextContent('브라우저 업로드');
    expect(screen.getByRole('table', { name: '토픽' })).toHaveTextContent('10.0 Hz');
    // Rain is stored; the page says 비. The suggestion names its category in Korean.
    expect(screen.getByRole('combobox', { name: '날씨' })).toHaveTextContent('비');
    expect(screen.getByRole('group', { name: '제안' })).toHaveTextContent('시간대: 야간');
    expect(screen.getByRole('button', { name: 'e2e-drive 태그 제거' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('shows the list, its filters and the storage per user in Korean', () => {
    // MUI's own words (the pagination's) come with the Korean theme, as the app makes it.
    renderInShell(
      <ThemeProvider theme={createAppTheme(false, 'ko')}>
        <RecordFilters
          state={{ ...DEFAULT_LIST_STATE, format: 'mcap' }}
          onChange={() => {}}
          projects={[]}
          categories={CATEGORIES}
        />
        <RecordTable
          items={[RECORD]}
          total={1}
          page={1}
          pageSize={20}
          fetching={false}
          onPage={() => {}}
          onPageSize={() => {}}
          showOwner
          onDelete={() => {}}
        />
        <StorageTable
          rows={[
            { user_id: 3, username: 'Kim Driver', email: 'kim@ads.test', records: 1, bytes: 1e7 },
          ]}
        />
      </ThemeProvider>,
      '/statistics/record/admin',
    );
    expect(screen.getByRole('button', { name: '필터 지우기 (1)' })).toBeEnabled();
    expect(screen.getByRole('row', { name: RECORD.name })).toHaveTextContent('3.46 km');
    expect(screen.getByRole('button', { name: `${RECORD.name} 삭제` })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '사용자별 저장 용량' })).toHaveTextContent(
      '전체 사용자',
    );
    expect(english()).toEqual([]);
  });

  it("says the server's refusals of a record in Korean", () => {
    expect(serverText('The record was saved.')).toBe('기록을 저장했습니다.');
    expect(serverText('The MCAP file is damaged: it ends early, so the file is truncated.')).toBe(
      'MCAP 파일이 손상되었습니다: 파일이 일찍 끝납니다. 잘린 파일입니다.',
    );
    expect(serverText('Not a value of Weather.')).toBe('날씨의 값이 아닙니다.');
  });
});

import { ROUTES } from '@ads/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { call } from '../../lib/api';
import { renderInShell } from '../../shell/topbar/test-utils';
import { connectToRealApi, signInFresh } from '../../test/real-api';
import StatisticsPage from './StatisticsPage';
import { formatBytes } from '../../lib/format-bytes';
import { formatHours, formatKm } from './format';
import { uploadRecord } from '../../test/records';

connectToRealApi();

describe('StatisticsPage', { timeout: 30_000 }, () => {
  it('invites a user without records to upload the first one', async () => {
    await signInFresh();
    renderInShell(<StatisticsPage />, '/statistics');
    expect(await screen.findByRole('heading', { name: 'No driving records yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upload your first record' })).toHaveAttribute(
      'href',
      '/statistics/record?upload=1',
    );
  });

  it("totals the user's records and breaks them down", async () => {
    await signInFresh();
    const created = await call(ROUTES.createProject, {
      body: { title: 'Shuttle', vehicle: 'Ioniq 5' },
    });
    if (!created.success) throw new Error(created.message);
    await uploadRecord({
      name: 'highway.mcap',
      options: { profile: 'highway', durationS: 30 },
      metadata: { project_id: created.detail.id, vehicle: 'Ioniq 5' },
    });
    await uploadRecord({ name: 'city.bag', format: 'bag', metadata: { vehicle: 'Kona' } });
    const stats = await call(ROUTES.recordStats, { query: {} });
    if (!stats.success) throw new Error(stats.message);

    renderInShell(<StatisticsPage />, '/statistics');
    const records = await screen.findByRole('group', { name: 'Records' });
    expect(records).toHaveTextContent('2');
    // 30 s and 20 s of driving: under an hour reads in minutes.
    expect(screen.getByRole('group', { name: 'Driving time' })).toHaveTextContent(
      `Driving time${formatHours(stats.detail.totals.hours)}`,
    );
    expect(formatHours(stats.detail.totals.hours)).toBe('1 min');
    expect(screen.getByRole('group', { name: 'Distance' })).toHaveTextContent(
      `Distance${formatKm(stats.detail.totals.km)}`,
    );
    expect(screen.getByRole('group', { name: 'Storage' })).toHaveTextContent(
      `Storage${formatBytes(stats.detail.totals.bytes)}`,
    );
    for (const name of ['By month', 'By vehicle', 'By project', 'By category']) {
      expect(screen.getByRole('region', { name })).toBeVisible();
    }
    // The vehicle chart has a bar per vehicle, named on its axis.
    const vehicles = screen.getByRole('region', { name: 'By vehicle' });
    expect(within(vehicles).getByText('Ioniq 5')).toBeInTheDocument();
    expect(within(vehicles).getByText('Kona')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'By project' })).getByText('Shuttle'),
    ).toBeInTheDocument();
  });
});

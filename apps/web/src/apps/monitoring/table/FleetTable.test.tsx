import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { type FleetFilter, NO_FILTER, filterFleet } from '../model/fleet-filter';
import { stateOf } from '../model/test-vehicles';
import type { VehicleView } from '../model/vehicle-view';
import { FleetFilters } from './FleetFilters';
import { FleetTable } from './FleetTable';

const NOW = 1_700_000_000_000;

afterEach(cleanup);

const view = (pcId: number, name: string, change: Partial<VehicleView> = {}): VehicleView => ({
  pcId,
  name,
  ownerId: 1,
  ownerName: 'Ana',
  project: 'Harbour',
  room: `room-${pcId}`,
  state: stateOf(),
  lastUpdate: NOW - 3_000,
  receivedAt: NOW - 3_000,
  status: 'online',
  ...change,
});

const fleet = [
  view(1, 'Sim 1', {
    state: stateOf({
      mode: 'AUTO',
      speed: 5,
      energy: 64.4,
      faults: [{ code: 'GNSS', severity: 'warning', message: 'Weak fix', since: 0 }],
    }),
  }),
  view(2, 'Truck', { project: null, state: null, status: 'offline', lastUpdate: null }),
];

/** The table under its filters, as the page wires them. */
function Table({ onSelect }: { onSelect(pcId: number): void }) {
  const [filter, setFilter] = useState<FleetFilter>(NO_FILTER);
  return (
    <>
      <FleetFilters filter={filter} onChange={(change) => setFilter({ ...filter, ...change })} />
      <FleetTable
        vehicles={filterFleet(fleet, filter)}
        selected={1}
        onSelect={onSelect}
        now={NOW}
        emptyText="No vehicle matches the search and filters."
      />
    </>
  );
}

// The app's strings load with its page; these tests use them without it.
await i18n.loadNamespaces('monitoring');

describe('the fleet table', () => {
  it('shows each vehicle in a row named after it, and a click selects it', () => {
    const onSelect = vi.fn();
    render(<Table onSelect={onSelect} />);
    const table = screen.getByRole('table', { name: 'Fleet' });
    const sim = within(table).getByRole('row', { name: 'Sim 1' });
    expect(sim).toHaveAttribute('aria-selected', 'true');
    for (const text of ['Harbour', 'AUTO', '18.0 km/h', '64 %', '3 s ago', 'Online', '1 fault']) {
      expect(within(sim).getByText(text)).toBeInTheDocument();
    }
    const truck = within(table).getByRole('row', { name: 'Truck' });
    for (const text of ['Offline', 'never', 'None']) {
      expect(within(truck).getByText(text)).toBeInTheDocument();
    }
    fireEvent.click(truck);
    expect(onSelect).toHaveBeenCalledWith(2);
    fireEvent.keyDown(sim, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith(1);
  });

  it('searches and says so when nothing matches', () => {
    render(<Table onSelect={() => {}} />);
    const search = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'truck' } });
    const table = screen.getByRole('table', { name: 'Fleet' });
    expect(within(table).queryByRole('row', { name: 'Sim 1' })).toBeNull();
    expect(within(table).getByRole('row', { name: 'Truck' })).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'bus' } });
    expect(
      within(table).getByText('No vehicle matches the search and filters.'),
    ).toBeInTheDocument();
  });
});

import { type Pc, ROUTES, VEHICLE_ACTIONS } from '@ads/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleVehicleState } from '../../../../../../test-support/vehicle-state';
import { call } from '../../../lib/api';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { connectAgentSocket, disconnectAgentSockets } from '../../../test/pcs';
import { connectToRealApi, signInFresh } from '../../../test/real-api';
import { NewMapDialog } from './NewMapDialog';

/*
 * Issue 30: a new map starts where the project's vehicle is, not at Tokyo. Against the real
 * server: the PC's agent (a socket with its token) reports a state, as an agent does at 10 Hz.
 */

connectToRealApi();
afterEach(disconnectAgentSockets);

async function projectWithPc(name: string): Promise<{ project: number; pc: Pc }> {
  const minted = await call(ROUTES.mintPcToken);
  if (!minted.success) throw new Error(minted.message);
  const registered = await call(ROUTES.registerPc, { body: { name, token: minted.detail } });
  if (!registered.success) throw new Error(registered.message);
  const created = await call(ROUTES.createProject, { body: { title: 'Shuttle' } });
  if (!created.success) throw new Error(created.message);
  const added = await call(ROUTES.addProjectPc, {
    params: { id: created.detail.id },
    body: { pc_id: registered.detail.id },
  });
  if (!added.success) throw new Error(added.message);
  return { project: created.detail.id, pc: registered.detail };
}

const field = (label: string) => screen.getByRole('textbox', { name: label });

describe('a new map’s origin', { timeout: 20_000 }, () => {
  it('is where the project’s vehicle last reported itself (Munich), and says so', async () => {
    await signInFresh();
    const { project, pc } = await projectWithPc('Rig 01');
    const agent = await connectAgentSocket(pc.token);
    agent.answer({
      action: VEHICLE_ACTIONS.state,
      status: 'success',
      data: sampleVehicleState({ lat: 48.1373968, lon: 11.5754833 }),
    });
    await waitFor(async () => {
      const vehicles = await call(ROUTES.hmi.vehicles, { query: { project_id: project } });
      expect(vehicles.success && vehicles.detail[0]?.state?.lat).toBe(48.1373968);
    });

    renderInShell(
      <NewMapDialog open projectId={project} onClose={() => {}} onCreated={() => {}} />,
      '/map',
    );
    // The PC's name is its own element (what people typed is not translated): the sentence is
    // read whole from its paragraph.
    const said = 'Where Rig 01 last reported its position.';
    expect(
      await screen.findByText(
        (_text, element) => element?.tagName === 'P' && element.textContent === said,
      ),
    ).toBeVisible();
    expect(field('Origin latitude')).toHaveValue('48.1373968');
    expect(field('Origin longitude')).toHaveValue('11.5754833');
  });

  it('stays at the default centre while the vehicle has reported nothing', async () => {
    await signInFresh();
    const { project, pc } = await projectWithPc('Rig 02');
    await connectAgentSocket(pc.token);
    renderInShell(
      <NewMapDialog open projectId={project} onClose={() => {}} onCreated={() => {}} />,
      '/map',
    );
    expect(field('Origin latitude')).toHaveValue('35.6895');
    expect(field('Origin longitude')).toHaveValue('139.6917');
    expect(screen.queryByText(/last reported its position/)).toBeNull();
  });
});

import { ROUTES } from '@ads/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { call } from '../../../lib/api';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { api, connectToRealApi, signIn } from '../../../test/real-api';
import { MapTable } from './MapTable';

/*
 * Issue 32: a map's release label (Autoware's MetaInfo map_version) is set from the map list,
 * against the real server, and the Autoware export then states it.
 */

connectToRealApi();

/** A new map of a new project, as the SUPER (HDMAP Builder is on for SUPER by default). */
async function newMap() {
  await signIn(api.superAccount);
  const project = await call(ROUTES.createProject, { body: { title: 'Depot' } });
  if (!project.success) throw new Error(project.message);
  const map = await call(ROUTES.map.create, {
    body: { project_id: project.detail.id, name: 'Depot loop' },
  });
  if (!map.success) throw new Error(map.message);
  return map.detail;
}

describe('the map version', { timeout: 20_000 }, () => {
  it('is set from the list and kept with the map', async () => {
    const map = await newMap();
    renderInShell(<MapTable maps={[map]} onDelete={() => {}} />, '/map');
    fireEvent.click(await screen.findByRole('button', { name: 'Map version of Depot loop' }));
    const field = await screen.findByRole('textbox', { name: 'Map version' });
    fireEvent.change(field, { target: { value: '2.0.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = await call(ROUTES.map.get, { params: { id: map.id } });
    expect(saved.success && saved.detail.map_version).toBe('2.0.1');
  });

  it('shows the server’s sentence for a label it refuses, and keeps the old one', async () => {
    const map = await newMap();
    renderInShell(<MapTable maps={[map]} onDelete={() => {}} />, '/map');
    fireEvent.click(await screen.findByRole('button', { name: 'Map version of Depot loop' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Map version' }), {
      target: { value: 'v 1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A map version is letters, digits and . _ + - only, as 1.2.0.'),
    ).toBeTruthy();
    const kept = await call(ROUTES.map.get, { params: { id: map.id } });
    expect(kept.success && kept.detail.map_version).toBe('');
  });
});

import { ROUTES } from '@ads/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { call } from '../../../lib/api';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { connectToRealApi, signInFresh } from '../../../test/real-api';
import { PcCard } from './PcCard';

connectToRealApi();

// The app's strings load with its page; these tests use them without it.
await i18n.loadNamespaces('project');

describe('the PC card', { timeout: 20_000 }, () => {
  it('shows the agent command and how to try FMS and HMI without a car', async () => {
    await signInFresh();
    const minted = await call(ROUTES.mintPcToken);
    if (!minted.success) throw new Error(minted.message);
    const registered = await call(ROUTES.registerPc, {
      body: { name: 'Laptop', token: minted.detail },
    });
    if (!registered.success) throw new Error(registered.message);
    renderInShell(<PcCard pc={registered.detail} projects={[]} onDelete={() => {}} />);
    const card = screen.getByRole('article', { name: 'Laptop' });
    expect(within(card).getByText('Run this on the PC to start its agent:')).toBeInTheDocument();
    // Issue 30: one short line names the simulated car.
    expect(card).toHaveTextContent(
      'No car? Add --vehicle sim for a simulated one to try FMS and HMI.',
    );
    expect(within(card).getByText('--vehicle sim', { selector: 'code' })).toBeInTheDocument();
  });
});

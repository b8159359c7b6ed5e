import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { registerPc } from '../test/pcs';
import { UNREACHABLE, api, connectToRealApi, signInFresh } from '../test/real-api';
import { http } from './http';
import { usePcs } from './queries';

connectToRealApi();

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('usePcs', { timeout: 20_000 }, () => {
  it('reads a failed list as empty and keeps asking until the studio answers again', async () => {
    await signInFresh('USER', 'Restart');
    await registerPc('Vehicle PC');
    // The studio is down (restarting) when the page first asks.
    http.defaults.baseURL = UNREACHABLE;
    const { result } = renderHook(() => usePcs({ presenceEveryMs: 200 }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toEqual([]);

    // It is back: the next ask, on the presence interval, brings the PC without a reload.
    http.defaults.baseURL = api.url;
    await waitFor(() => expect(result.current.data?.map((pc) => pc.name)).toEqual(['Vehicle PC']));
    expect(result.current.isError).toBe(false);
  });
});

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { registerPc } from '../test/pcs';
import { UNREACHABLE, api, connectToRealApi, signInFresh } from '../test/real-api';
import { http } from './http';
import { rereadQueries, usePcs } from './queries';

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

describe('rereadQueries', () => {
  /**
   * A list whose first read answers late, with the list from before a change made meanwhile (a
   * slow link), refreshed by `refresh` after the change: what the list shows once all is read.
   */
  async function listAfterChange(refresh: (client: QueryClient) => Promise<unknown>) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let list = ['Depot loop'];
    const answers: Array<() => void> = [];
    const { result } = renderHook(
      () =>
        useQuery({
          queryKey: ['projects-under-test'],
          queryFn: () => {
            const now = [...list];
            return new Promise<string[]>((resolve) => answers.push(() => resolve(now)));
          },
        }),
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        ),
      },
    );
    await waitFor(() => expect(answers).toHaveLength(1));
    list = ['Depot loop', 'Campus shuttle'];
    const refreshed = refresh(client);
    // Every read asked so far answers, the late first one too, until none is left to answer.
    for (let answered = 0; ;) {
      while (answered < answers.length) answers[answered++]!();
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (answered === answers.length) break;
    }
    await refreshed;
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    return result.current.data;
  }

  it('reads a list again after a change even while its first read is still under way', async () => {
    expect(
      await listAfterChange((client) => rereadQueries(client, ['projects-under-test'])),
    ).toEqual(['Depot loop', 'Campus shuttle']);
    // Invalidating alone joins that first read, and the list stays without the change.
    expect(
      await listAfterChange((client) =>
        client.invalidateQueries({ queryKey: ['projects-under-test'] }),
      ),
    ).toEqual(['Depot loop']);
  });
});

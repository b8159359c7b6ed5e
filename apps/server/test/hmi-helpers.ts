import { API, pathOf } from '@ads/contract';
import type { TestServer } from '../../../test-support/studio/harness';

/** A map file as the HMI (`hmi.mapOsm`, a user's token) or an agent (a PC token) reads it. */
export async function fetchMapOsm(
  server: TestServer,
  route: 'hmi' | 'agent',
  id: number | string,
  bearer: string | undefined,
) {
  const endpoint = route === 'hmi' ? API.hmi.mapOsm : API.hmi.agentMapOsm;
  const response = await fetch(new URL(pathOf(endpoint, { id }), server.url), {
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // The map itself is XML, not JSON.
  }
  return { status: response.status, text, body: body as any, headers: response.headers };
}

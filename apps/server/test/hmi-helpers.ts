import { API, type Endpoint, pathOf } from '@ads/contract';
import type { TestServer } from '../../../test-support/studio/harness';

/**
 * A map file's answer as a browser or an agent reads it, from any of the routes that serve one
 * (HMI's, the agent's, FMS's, a record's): status, text, the JSON body when it is one, headers.
 */
export async function fetchOsmFile(
  server: TestServer,
  endpoint: Endpoint,
  params: Record<string, number | string>,
  bearer: string | undefined,
) {
  const response = await fetch(new URL(pathOf(endpoint, params), server.url), {
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

/** A map file as the HMI (`hmi.mapOsm`, a user's token) or an agent (a PC token) reads it. */
export const fetchMapOsm = (
  server: TestServer,
  route: 'hmi' | 'agent',
  id: number | string,
  bearer: string | undefined,
) => fetchOsmFile(server, route === 'hmi' ? API.hmi.mapOsm : API.hmi.agentMapOsm, { id }, bearer);

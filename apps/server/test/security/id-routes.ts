import { allEndpoints, type Endpoint } from '@ads/contract';
import { z } from 'zod';

/** Inputs that address something stored: path parameters, `*_id` fields, PC tokens, files. */
const ADDRESSING_KEY = /^(id|number|file|token|room)$|_id$/;

/** The inputs of an endpoint by which a caller picks which stored thing it acts on. */
export function addressingInputs(endpoint: Endpoint): string[] {
  const inputs = [...endpoint.path.matchAll(/:([a-z_]+)/g)].map((match) => `path:${match[1]}`);
  for (const [where, schema] of [
    ['body', endpoint.body],
    ['query', endpoint.query],
  ] as const) {
    if (!(schema instanceof z.ZodObject)) continue;
    for (const key of Object.keys(schema.shape)) {
      if (ADDRESSING_KEY.test(key)) inputs.push(`${where}:${key}`);
    }
  }
  return inputs;
}

/** Every endpoint of the table that takes an id: a new one shows up here by itself. */
export const idRoutes = () =>
  allEndpoints().filter((endpoint) => addressingInputs(endpoint).length > 0);

import { allEndpoints, type Endpoint } from '@ads/contract';
import { z } from 'zod';

/** Inputs that address something stored: path parameters, `*_id` fields, PC tokens, files. */
const ADDRESSING_KEY = /^(id|number|file|token|room)$|_id$/;

/** The keys an object schema may have: its own, or any part's of an intersection or union. */
function objectKeys(schema: unknown): Set<string> {
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape));
  if (schema instanceof z.ZodIntersection) {
    const { left, right } = schema.def;
    return new Set([...objectKeys(left), ...objectKeys(right)]);
  }
  if (schema instanceof z.ZodUnion) {
    return new Set(schema.def.options.flatMap((option) => [...objectKeys(option)]));
  }
  return new Set();
}

/** The inputs of an endpoint by which a caller picks which stored thing it acts on. */
export function addressingInputs(endpoint: Endpoint): string[] {
  const inputs = [...endpoint.path.matchAll(/:([a-z_]+)/g)].map((match) => `path:${match[1]}`);
  for (const [where, schema] of [
    ['body', endpoint.body],
    ['query', endpoint.query],
  ] as const) {
    for (const key of objectKeys(schema)) {
      if (ADDRESSING_KEY.test(key)) inputs.push(`${where}:${key}`);
    }
  }
  return inputs;
}

/** Every endpoint of the table that takes an id: a new one shows up here by itself. */
export const idRoutes = () =>
  allEndpoints().filter((endpoint) => addressingInputs(endpoint).length > 0);

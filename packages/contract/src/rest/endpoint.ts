import type { z } from 'zod';
import type { Route } from './route';

/** A route with the schemas the server validates it by. */
export interface Endpoint extends Route {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Schema of a success answer; binary answers have none. */
  answer?: z.ZodType;
}

import { z } from '../zod';
import { envelope } from './envelope';

/** Images shipped with the studio that the file service serves by name. */
export const IMAGE_NAMES = ['app-Home', 'app-Calibration'] as const;
export const ImageQuery = z.object({ name: z.enum(IMAGE_NAMES, 'Unknown image name.') });

/** A data category of Data Management with its values (weather, road type, …). */
export const Category = z.object({
  key: z.string(),
  name: z.string(),
  values: z.array(z.string()),
});
export type Category = z.infer<typeof Category>;
export const CategoryListAnswer = envelope(z.array(Category));

export const Health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export const HealthAnswer = envelope(Health);

import { expect } from 'vitest';
import { DatasetFormatError } from './dataset-format-error';

/*
 * For the dataset tests (not shipped): the sentence a reader refuses its input with, checked to
 * be a DatasetFormatError (the 4xx the user reads), not any other failure.
 */

/** The sentence `run` refuses with; fails when it does not refuse. */
export function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DatasetFormatError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

/** The sentence `pending` is refused with; fails when it is not refused. */
export async function refusalOf(pending: Promise<unknown>): Promise<string> {
  const error = await pending.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DatasetFormatError);
  return (error as Error).message;
}

/**
 * Input the devkit would refuse (its asserts): an unknown class, a NaN score, more than
 * `maxBoxesPerSample` predictions in a sample, a matched box without a positive size. The
 * message is a sentence to show the submitter.
 */
export class NuScenesInputError extends Error {
  override name = 'NuScenesInputError';
}

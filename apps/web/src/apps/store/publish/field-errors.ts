/**
 * The server names a refused field by its path (`tags.2`, `interface.inputs.0.topic`, ADR 4).
 * A form shows each reason at the field it belongs to: `reasonAt(errors, 'tags')` finds the
 * reason of `tags` or of any element below it.
 */
export function reasonAt(errors: Record<string, string>, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const below = Object.keys(errors).find((key) => key.startsWith(`${field}.`));
  return below ? errors[below] : undefined;
}

/** The reasons no field of the form shows (they go into the form's own alert). */
export function unplacedReasons(
  errors: Record<string, string>,
  fields: readonly string[],
): string[] {
  return Object.entries(errors)
    .filter(([key]) => !fields.some((field) => key === field || key.startsWith(`${field}.`)))
    .map(([key, reason]) => (key === 'body' ? reason : `${key}: ${reason}`));
}

/** A reason cleared as its field is edited: it may not hold any more. */
export function withoutReason(
  errors: Record<string, string>,
  field: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => key !== field && !key.startsWith(`${field}.`)),
  );
}

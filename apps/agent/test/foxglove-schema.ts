/**
 * What keeps Foxglove (and Lichtblick, its fork) from reading a JSON Schema into message
 * definitions, by the rules of its reader (`parseJsonSchema` in @foxglove/mcap-support): each
 * object lists its `properties`; each field is boolean, string (plain or base64), number,
 * integer, object or array, or a `oneOf` of numeric constants; array items are boolean, plain
 * strings, numbers, integers or objects. A channel whose schema breaks one of these cannot be
 * shown there at all. Empty: Foxglove reads it.
 */
export function foxgloveSchemaProblems(schema: Record<string, unknown>, path = '$'): string[] {
  if (schema.type !== 'object') return [`${path}: "type" is ${JSON.stringify(schema.type)}`];
  const properties = schema.properties;
  if (!properties || typeof properties !== 'object') return [`${path}: no "properties"`];
  const problems: string[] = [];
  for (const [name, value] of Object.entries(properties as Record<string, unknown>)) {
    const field = value as Record<string, unknown>;
    const at = `${path}.${name}`;
    if (Array.isArray(field.oneOf)) {
      const alternatives = field.oneOf as Array<Record<string, unknown>>;
      if (!alternatives.every((a) => typeof a.const === 'number' && typeof a.title === 'string'))
        problems.push(`${at}: oneOf of something else than titled numeric constants`);
      continue;
    }
    switch (field.type) {
      case 'boolean':
      case 'number':
      case 'integer':
        break;
      case 'string':
        if (field.contentEncoding !== undefined && field.contentEncoding !== 'base64')
          problems.push(`${at}: contentEncoding ${String(field.contentEncoding)}`);
        break;
      case 'object':
        problems.push(...foxgloveSchemaProblems(field, at));
        break;
      case 'array': {
        const items = (field.items ?? {}) as Record<string, unknown>;
        if (items.type === 'object') problems.push(...foxgloveSchemaProblems(items, `${at}[]`));
        else if (items.type === 'string' && items.contentEncoding !== undefined)
          problems.push(`${at}[]: an encoded string in an array`);
        else if (!['boolean', 'string', 'number', 'integer'].includes(items.type as string))
          problems.push(`${at}[]: items of type ${JSON.stringify(items.type)}`);
        break;
      }
      default:
        problems.push(`${at}: type ${JSON.stringify(field.type)}`);
    }
  }
  return problems;
}

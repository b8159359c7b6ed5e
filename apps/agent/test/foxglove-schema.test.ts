import { describe, expect, it } from 'vitest';
import { foxgloveSchemaProblems } from './foxglove-schema';

// The recorder's test trusts this check to say what Foxglove cannot read: it must say it.
describe('foxgloveSchemaProblems', () => {
  it('passes what Foxglove reads and names each thing it does not', () => {
    const good = {
      type: 'object',
      properties: {
        stamp: { type: 'object', properties: { sec: { type: 'integer' } } },
        data: { type: 'string', contentEncoding: 'base64' },
        state: { oneOf: [{ title: 'SET', const: 2 }] },
        points: { type: 'array', items: { type: 'object', properties: { x: { type: 'number' } } } },
      },
    };
    expect(foxgloveSchemaProblems(good)).toEqual([]);
    expect(foxgloveSchemaProblems({ type: 'object' })).toEqual(['$: no "properties"']);
    expect(
      foxgloveSchemaProblems({
        type: 'object',
        properties: {
          map: { type: 'object' },
          remaining: { type: ['number', 'null'] },
          kind: { oneOf: [{ const: 'a' }] },
          trajectory: { type: 'array', items: { type: 'array', items: { type: 'number' } } },
        },
      }),
    ).toEqual([
      '$.map: no "properties"',
      '$.remaining: type ["number","null"]',
      '$.kind: oneOf of something else than titled numeric constants',
      '$.trajectory[]: items of type "array"',
    ]);
  });
});

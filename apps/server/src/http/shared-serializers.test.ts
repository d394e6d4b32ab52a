import { describe, expect, it } from 'vitest';
import { sharedSerializers } from './shared-serializers.ts';

const route = { method: 'GET', url: '/x', httpStatus: '200' };
const Title = { $id: 'Title', type: 'object', properties: { name: { type: 'string' } } };
const refersToTitle = { type: 'array', items: { $ref: 'Title#' } };

describe('sharedSerializers', () => {
  it('compiles an identical schema once across apps, and serializes as the default would', () => {
    const first = sharedSerializers({ Title }, {})({ ...route, schema: refersToTitle });
    const secondApp = sharedSerializers({ Title: structuredClone(Title) }, {});
    const second = secondApp({ ...route, url: '/y', schema: structuredClone(refersToTitle) });
    expect(second).toBe(first);
    expect(second([{ name: 'Orbit of Ash', secret: 'left out' }])).toBe(
      '[{"name":"Orbit of Ash"}]',
    );
  });

  it('compiles apart when the shared schemas a route refers to differ', () => {
    const first = sharedSerializers({ Title }, {})({ ...route, schema: refersToTitle });
    const withYear = {
      ...Title,
      properties: { ...Title.properties, year: { type: 'integer' } },
    };
    const second = sharedSerializers({ Title: withYear }, {})({ ...route, schema: refersToTitle });
    expect(second).not.toBe(first);
    expect(second([{ name: 'Orbit of Ash', year: 1999 }])).toBe(
      '[{"name":"Orbit of Ash","year":1999}]',
    );
  });
});

import { getConcept } from '@lingos/catalogue';
import { describe, expect, it } from 'vitest';
import { measurementsBundle } from './bundle';
import { measurementsLingoIds } from './lingoIds';

describe('measurementsBundle', () => {
  const measurements = getConcept('measurements');
  const ids = measurements.levels.flatMap((level) => level.lingos.map((lingo) => lingo.id));

  it('has a loader for every Lingo of the concept, and none other', () => {
    expect(ids).toHaveLength(11);
    expect(Object.keys(measurementsBundle.lingos).sort()).toEqual([...ids].sort());
    expect([...measurementsLingoIds]).toEqual(ids);
  });

  it('loads each Lingo as a component', async () => {
    for (const id of measurementsLingoIds) {
      const load = measurementsBundle.lingos[id as keyof typeof measurementsBundle.lingos];
      const module = await load!();
      expect(typeof module.default, id).toBe('function');
    }
  });
});

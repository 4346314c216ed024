import { getConcept } from '@lingos/catalogue';
import { describe, expect, it } from 'vitest';
import { readingBundle } from './bundle';
import { readingLingoIds } from './lingoIds';

describe('readingBundle', () => {
  const reading = getConcept('reading');
  const ids = reading.levels.flatMap((level) => level.lingos.map((lingo) => lingo.id));

  it('has a loader for exactly the Lingos it lists, all of them in the catalogue', () => {
    expect(ids).toHaveLength(17);
    expect(Object.keys(readingBundle.lingos).sort()).toEqual([...readingLingoIds]);
    for (const id of readingLingoIds) expect(ids).toContain(id);
  });

  it('loads each Lingo as a component', async () => {
    for (const id of readingLingoIds) {
      const load = readingBundle.lingos[id as keyof typeof readingBundle.lingos];
      const module = await load!();
      expect(typeof module.default, id).toBe('function');
    }
  });
});

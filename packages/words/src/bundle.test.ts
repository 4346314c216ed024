import { getConcept } from '@lingos/catalogue';
import { describe, expect, it } from 'vitest';
import { wordsBundle } from './bundle';
import { wordsLingoIds } from './lingoIds';

describe('wordsBundle', () => {
  const words = getConcept('words');
  const ids = words.levels.flatMap((level) => level.lingos.map((lingo) => lingo.id));

  it('has a loader for every Lingo of the concept, and none other', () => {
    expect(ids).toHaveLength(19);
    expect(Object.keys(wordsBundle.lingos).sort()).toEqual([...ids].sort());
    expect([...wordsLingoIds]).toEqual(ids);
  });

  it('loads each Lingo as a component', async () => {
    for (const id of wordsLingoIds) {
      const load = wordsBundle.lingos[id as keyof typeof wordsBundle.lingos];
      const module = await load!();
      expect(typeof module.default, id).toBe('function');
    }
  });
});

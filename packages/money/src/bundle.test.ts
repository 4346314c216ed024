import { getConcept } from '@lingos/catalogue';
import { describe, expect, it } from 'vitest';
import { moneyBundle } from './bundle';

describe('moneyBundle', () => {
  const money = getConcept('money');
  const ids = money.levels.flatMap((level) => level.lingos.map((lingo) => lingo.id));

  it('has a loader for every Lingo of the concept, and none other', () => {
    expect(ids).toHaveLength(12);
    expect(Object.keys(moneyBundle.lingos).sort()).toEqual([...ids].sort());
  });

  it('loads each Lingo as a component', async () => {
    for (const id of ids) {
      const load = moneyBundle.lingos[id as keyof typeof moneyBundle.lingos];
      const module = await load!();
      expect(typeof module.default, id).toBe('function');
    }
  });
});

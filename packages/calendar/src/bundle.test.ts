import { getConcept } from '@lingos/catalogue';
import { describe, expect, it } from 'vitest';
import { calendarBundle } from './bundle';
import { calendarLingoIds } from './lingoIds';

describe('calendarBundle', () => {
  const calendar = getConcept('calendar');
  const ids = calendar.levels.flatMap((level) => level.lingos.map((lingo) => lingo.id));

  it('has a loader for every Lingo of the concept, and none other', () => {
    expect(ids).toHaveLength(12);
    expect(Object.keys(calendarBundle.lingos).sort()).toEqual([...ids].sort());
    expect([...calendarLingoIds]).toEqual(ids);
  });

  it('loads each Lingo as a component', async () => {
    for (const id of ids) {
      const load = calendarBundle.lingos[id as keyof typeof calendarBundle.lingos];
      const module = await load!();
      expect(typeof module.default, id).toBe('function');
    }
  });
});

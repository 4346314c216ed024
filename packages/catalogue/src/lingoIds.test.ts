import { concepts } from './catalogue';
import { isLingoId, lingoIdsByConcept } from './lingoIds';

describe('lingoIdsByConcept', () => {
  it('lists exactly the Lingo ids the catalogue builds from the curriculum, in order', () => {
    for (const concept of concepts) {
      const fromData = concept.levels.flatMap((level) => level.lingos.map((lingo) => lingo.id));
      expect([...lingoIdsByConcept[concept.id]]).toEqual(fromData);
    }
  });

  it('has no time lingo-1-3 and no reading lingo-1-2', () => {
    expect(isLingoId('time', 'lingo-1-3')).toBe(false);
    expect(isLingoId('reading', 'lingo-1-2')).toBe(false);
    expect(isLingoId('time', 'lingo-1-4')).toBe(true);
    expect(isLingoId('money', 42)).toBe(false);
  });
});

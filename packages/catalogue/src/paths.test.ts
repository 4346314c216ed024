import { conceptPath, levelHref, lingoId, lingoPath } from './paths';

describe('lingoId', () => {
  it('joins the level number and the index', () => {
    expect(lingoId(1, 0)).toBe('lingo-1-0');
    expect(lingoId(3, 6)).toBe('lingo-3-6');
  });
});

describe('conceptPath', () => {
  it('is /concepts/{conceptId}', () => {
    expect(conceptPath('time')).toBe('/concepts/time');
    expect(conceptPath('measurements')).toBe('/concepts/measurements');
  });
});

describe('levelHref', () => {
  it('points at the level section of the concept page', () => {
    expect(levelHref('time', 1)).toBe('/concepts/time#level-1');
    expect(levelHref('words', 3)).toBe('/concepts/words#level-3');
  });
});

describe('lingoPath', () => {
  it('is /concepts/{conceptId}/level-{n}/lingo-{n}-{k}', () => {
    expect(lingoPath('time', 1, 0)).toBe('/concepts/time/level-1/lingo-1-0');
    expect(lingoPath('money', 2, 5)).toBe('/concepts/money/level-2/lingo-2-5');
    expect(lingoPath('reading', 3, 5)).toBe('/concepts/reading/level-3/lingo-3-5');
  });
});

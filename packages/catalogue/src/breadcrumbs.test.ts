import { breadcrumbs } from './breadcrumbs';

describe('breadcrumbs', () => {
  it('has none on the home page', () => {
    expect(breadcrumbs('/')).toEqual([]);
    expect(breadcrumbs('')).toEqual([]);
  });

  it('has none outside /concepts', () => {
    expect(breadcrumbs('/about')).toEqual([]);
    expect(breadcrumbs('/conceptsx/time')).toEqual([]);
  });

  it('ends at Concepts, without a link, on the concepts overview', () => {
    expect(breadcrumbs('/concepts')).toEqual([{ label: 'Home', href: '/' }, { label: 'Concepts' }]);
    expect(breadcrumbs('/concepts/')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Concepts' },
    ]);
  });

  it('ends at the concept title on a concept page', () => {
    expect(breadcrumbs('/concepts/time')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Concepts', href: '/concepts' },
      { label: 'One Upon a Time!' },
    ]);
    expect(breadcrumbs('/concepts/money/')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Concepts', href: '/concepts' },
      { label: 'Making Cents of Money!' },
    ]);
  });

  it('runs Home › Concepts › concept › Level n › Lingo title on an activity page', () => {
    expect(breadcrumbs('/concepts/time/level-1/lingo-1-0')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Concepts', href: '/concepts' },
      { label: 'One Upon a Time!', href: '/concepts/time' },
      { label: 'Level 1', href: '/concepts/time#level-1' },
      { label: 'Clock Basics' },
    ]);
    expect(breadcrumbs('/concepts/words/level-3/lingo-3-1/')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Concepts', href: '/concepts' },
      { label: 'Word Weavers', href: '/concepts/words' },
      { label: 'Level 3', href: '/concepts/words#level-3' },
      { label: 'Compound Word Builder' },
    ]);
  });

  it('ends at the level, without a link, on a level path', () => {
    expect(breadcrumbs('/concepts/reading/level-2')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Concepts', href: '/concepts' },
      { label: 'Reading Rangers', href: '/concepts/reading' },
      { label: 'Level 2' },
    ]);
  });

  it('shows an unknown concept id as it is, without a link', () => {
    expect(breadcrumbs('/concepts/science')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Concepts', href: '/concepts' },
      { label: 'science' },
    ]);
    expect(breadcrumbs('/concepts/science/level-1/lingo-1-0')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Concepts', href: '/concepts' },
      { label: 'science' },
      { label: 'level-1' },
      { label: 'lingo-1-0' },
    ]);
  });

  it('shows an unknown level id as it is, without a link', () => {
    expect(breadcrumbs('/concepts/time/level-9/lingo-9-0')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Concepts', href: '/concepts' },
      { label: 'One Upon a Time!', href: '/concepts/time' },
      { label: 'level-9' },
      { label: 'lingo-9-0' },
    ]);
  });

  it('shows an unknown Lingo id as it is', () => {
    expect(breadcrumbs('/concepts/time/level-1/lingo-1-3')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Concepts', href: '/concepts' },
      { label: 'One Upon a Time!', href: '/concepts/time' },
      { label: 'Level 1', href: '/concepts/time#level-1' },
      { label: 'lingo-1-3' },
    ]);
  });

  it('shows a Lingo from another level as an unknown id', () => {
    expect(breadcrumbs('/concepts/time/level-2/lingo-1-0').at(-1)).toEqual({
      label: 'lingo-1-0',
    });
  });

  it('never links the last item', () => {
    const paths = [
      '/concepts',
      '/concepts/calendar',
      '/concepts/calendar/level-3',
      '/concepts/calendar/level-3/lingo-3-1',
      '/concepts/nope/level-0/lingo-x',
    ];
    for (const path of paths) {
      expect(breadcrumbs(path).at(-1)).not.toHaveProperty('href');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { placeAnnouncements } from './placeTexts';

const names = {
  item: (id: string) => ({ n: 'nickel', d: 'dime' })[id] ?? id,
  zone: (id: string) => ({ tray: 'the tray', loonies: 'Loonies' })[id] ?? id,
};

describe('placeAnnouncements', () => {
  const texts = placeAnnouncements(names);

  it('says what was picked up and where it is held', () => {
    expect(texts.pickedUp('n', 'tray')).toBe('Picked up nickel.');
    expect(texts.over('n', 'loonies')).toBe('Over Loonies.');
    expect(texts.over('n', null)).toBe('nickel is not over a place.');
  });

  it('says where it was dropped, or that it went back', () => {
    expect(texts.dropped('d', 'loonies')).toBe('dime, dropped into Loonies.');
    expect(texts.dropped('d', null)).toBe('dime went back.');
    expect(texts.cancelled('d', 'tray')).toBe('Cancelled. dime went back to the tray.');
    expect(texts.cancelled('d', null)).toBe('Cancelled. dime went back.');
  });

  it('takes a widget’s own wording for any of them', () => {
    const worded = placeAnnouncements(names, { dropped: (_, zone) => `Into ${zone}.` });
    expect(worded.dropped('n', 'loonies')).toBe('Into loonies.');
    expect(worded.pickedUp('n', null)).toBe('Picked up nickel.');
  });
});

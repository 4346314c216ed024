import { describe, expect, it } from 'vitest';
import {
  STICKER_TRAY,
  stickerMovedText,
  stickerName,
  stickerShortName,
  stickersOn,
  stickerZones,
  type MonthGridSticker,
} from './stickerModel';

const bus: MonthGridSticker = {
  id: 'bus',
  picture: 'bus',
  name: 'school bus',
  shortName: 'Bus',
  date: { year: 2026, month: 5, day: 19 },
  label: 'class trip',
};
const flags: MonthGridSticker = { id: 'flags', picture: 'maple-leaf', name: 'flags', date: null };

describe('sticker texts', () => {
  it('names a sticker as calendar.md 3-0: "Sticker: school bus, on Tuesday, May 19: class trip"', () => {
    expect(stickerName(bus)).toBe('Sticker: school bus, on Tuesday, May 19: class trip');
    expect(stickerName(flags)).toBe('Sticker: flags, not on the calendar yet');
  });
  it('says a move: "Bus, on Tuesday, May 12: one week after May 5."', () => {
    expect(stickerMovedText(bus, { year: 2026, month: 5, day: 12 })).toBe(
      'Bus, on Tuesday, May 12.',
    );
    expect(stickerMovedText(bus, { year: 2026, month: 5, day: 12 }, 'one week after May 5')).toBe(
      'Bus, on Tuesday, May 12: one week after May 5.',
    );
    expect(stickerMovedText(flags, null)).toBe('Flags, back in the sticker tray.');
  });
  it('capitalizes the name when there is no short name', () => {
    expect(stickerShortName(flags)).toBe('Flags');
    expect(stickerShortName(bus)).toBe('Bus');
  });
});

describe('stickerZones', () => {
  it('lists the dates in order, then the tray, so 7 places on is a week on', () => {
    const zones = stickerZones(2026, 5, true);
    expect(zones).toHaveLength(32);
    expect(zones[0]).toBe('2026-05-01');
    expect(zones[4 + 7]).toBe('2026-05-12');
    expect(zones.at(-1)).toBe(STICKER_TRAY);
    expect(stickerZones(2026, 2, false)).toHaveLength(28);
  });
});

describe('stickersOn', () => {
  it('finds the stickers on a date', () => {
    expect(stickersOn([bus, flags], { year: 2026, month: 5, day: 19 })).toEqual([bus]);
    expect(stickersOn([bus, flags], { year: 2026, month: 5, day: 20 })).toEqual([]);
  });
});

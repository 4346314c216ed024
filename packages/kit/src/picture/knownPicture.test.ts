import { describe, expect, it } from 'vitest';
import { hasPicture, pictureNameOf } from './knownPicture';
import { loadPicture } from './loadPicture';

describe('pictureNameOf', () => {
  it('finds a picture by emoji, with or without its variation selector', () => {
    expect(pictureNameOf({ emoji: '🚌' })).toBe('bus');
    expect(pictureNameOf({ emoji: '☀️' })).toBe(pictureNameOf({ emoji: '☀' }));
    expect(pictureNameOf({ emoji: '☀️' })).toBeDefined();
  });

  it('finds a picture by name', () => {
    expect(pictureNameOf({ name: 'bus' })).toBe('bus');
  });

  it('knows what the set does not have, including inherited property names', () => {
    expect(pictureNameOf({ emoji: '👾' })).toBeUndefined();
    expect(pictureNameOf({ name: 'no-such-picture' })).toBeUndefined();
    expect(pictureNameOf({ name: 'constructor' })).toBeUndefined();
  });

  it('agrees with loadPicture', async () => {
    for (const emoji of ['🚌', '🪿', '🧑‍🚀', '👾', '0️⃣']) {
      const art = await loadPicture({ emoji });
      expect(hasPicture({ emoji }), emoji).toBe(art !== null);
    }
  });
});

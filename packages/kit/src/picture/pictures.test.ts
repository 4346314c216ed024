import { concepts } from '@lingos/catalogue';
import { describe, expect, it, vi } from 'vitest';
import { pictureLoaders, pictureNameByEmoji } from './art/index';
import { emojiKey } from './emojiKey';
import { loadPicture } from './loadPicture';
import { pictureList } from './pictureList';

describe('pictureList', () => {
  it('names each picture in kebab case, once', () => {
    const names = pictureList.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every picture a short alternative text, without "Picture:" or a full stop', () => {
    for (const { name, alt } of pictureList) {
      expect(alt, name).toMatch(/^[a-z0-9][a-z0-9 '-]*[a-z]$/);
      expect(alt.split(' ').length, name).toBeLessThanOrEqual(6);
    }
  });

  it('has a generated module for every picture and no other', () => {
    expect(Object.keys(pictureLoaders).sort()).toEqual(pictureList.map((e) => e.name).sort());
  });

  it('indexes every listed emoji and alias by its key', () => {
    for (const entry of pictureList) {
      for (const emoji of [entry.emoji, ...(entry.aliases ?? [])]) {
        expect(pictureNameByEmoji[emojiKey(emoji)], entry.name).toBe(entry.name);
      }
    }
  });

  it('draws every concept icon of the catalogue and its fallback', () => {
    const icons = concepts.flatMap((concept) =>
      [concept.iconEmoji, concept.iconEmojiFallback].filter((icon) => icon !== undefined),
    );
    expect(icons.length).toBeGreaterThanOrEqual(6);
    for (const icon of icons) expect(pictureNameByEmoji[emojiKey(icon)], icon).toBeDefined();
  });
});

describe('loadPicture', () => {
  it('loads each module with the name, emoji and alt of its list entry, and drawable art', async () => {
    for (const entry of pictureList) {
      const art = await loadPicture({ name: entry.name });
      expect(art?.name).toBe(entry.name);
      expect(art?.emoji).toBe(entry.emoji);
      expect(art?.alt).toBe(entry.alt);
      expect(art?.viewBox).toMatch(/^0 0 3\d 3\d$/);
      expect(art?.body).toMatch(/^<(g|path|defs)[\s>]/);
      expect(art?.body).not.toMatch(/<script|<text|<foreignObject|\son[a-z]+=/i);
    }
  });

  it('finds a picture by emoji with or without U+FE0F, and without a skin tone', async () => {
    expect((await loadPicture({ emoji: '\u2600\uFE0F' }))?.name).toBe('sun');
    expect((await loadPicture({ emoji: '\u2600' }))?.name).toBe('sun');
    expect((await loadPicture({ emoji: '\u{1F44D}\u{1F3FD}' }))?.name).toBe('thumbs-up');
  });

  it('finds a ZWJ sequence as one picture, and an alias', async () => {
    expect((await loadPicture({ emoji: '\u{1F9D1}\u200D\u{1F680}' }))?.name).toBe('astronaut');
    expect((await loadPicture({ emoji: '\u{1F1E8}\u{1F1E6}' }))?.name).toBe('maple-leaf');
  });

  it('resolves to null for a name or emoji the set does not have, or a word', async () => {
    expect(await loadPicture({ name: 'apple' })).toBeNull();
    expect(await loadPicture({ name: 'toString' })).toBeNull();
    expect(await loadPicture({ emoji: '\u{1F996}' })).toBeNull();
    expect(await loadPicture({ emoji: 'bus' })).toBeNull();
  });

  it('shares one load between callers and remembers it', async () => {
    // A fresh module: the test above loaded every picture into the shared cache.
    vi.resetModules();
    const { loadedPicture, loadPicture } = await import('./loadPicture');
    expect(loadedPicture({ name: 'canoe' })).toBeUndefined();
    const [first, second] = await Promise.all([
      loadPicture({ name: 'canoe' }),
      loadPicture({ name: 'canoe' }),
    ]);
    expect(first).not.toBeNull();
    expect(first).toBe(second);
    expect(loadedPicture({ name: 'canoe' })).toBe(first);
    expect(loadedPicture({ name: 'no-such-picture' })).toBeUndefined();
    await loadPicture({ name: 'no-such-picture' });
    expect(loadedPicture({ name: 'no-such-picture' })).toBeNull();
  });
});

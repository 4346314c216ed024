import { concepts } from '@lingos/catalogue';
import { emojiKey } from '@lingos/kit';
import { shellArt } from './shellArt';

describe('shellArt', () => {
  it('draws each concept with the picture of its catalogue emoji', () => {
    for (const concept of concepts) {
      expect(emojiKey(shellArt[concept.id].emoji)).toBe(emojiKey(concept.iconEmoji));
    }
  });
});

import { concepts } from '@lingos/catalogue';
import { emojiKey } from '@lingos/kit';
import { conceptPictures } from './conceptPictures';

describe('conceptPictures', () => {
  it('draws each concept with the picture of its catalogue emoji', () => {
    for (const concept of concepts) {
      expect(emojiKey(conceptPictures[concept.id].emoji)).toBe(emojiKey(concept.iconEmoji));
    }
  });
});

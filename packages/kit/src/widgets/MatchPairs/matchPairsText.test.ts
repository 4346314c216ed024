import { describe, expect, it } from 'vitest';
import { matchPairsTexts } from './matchPairsText';

const nickel = { id: 'nickel', label: 'nickel', content: null };
const beaver = { id: 'beaver', label: 'beaver', content: null };

describe('matchPairsTexts', () => {
  const texts = matchPairsTexts();

  it('names an item with its partner and its mark', () => {
    expect(texts.itemName(nickel, undefined, undefined)).toBe('nickel');
    expect(texts.itemName(nickel, beaver, undefined)).toBe('nickel, joined with beaver');
    expect(texts.itemName(nickel, beaver, 'correct')).toBe('nickel, joined with beaver, right');
    expect(texts.itemName(nickel, beaver, 'incorrect')).toBe(
      'nickel, joined with beaver, not right',
    );
  });

  it('announces joins, undos and choices', () => {
    expect(texts.joined(nickel, beaver)).toBe('Nickel joined with beaver.');
    expect(texts.parted(nickel, beaver)).toBe('Nickel and beaver are no longer joined.');
    expect(texts.chosen(nickel, 'Pictures')).toBe(
      'Nickel chosen. Now choose its partner in Pictures.',
    );
  });

  it('takes a concept’s own wording', () => {
    const worded = matchPairsTexts({
      itemName: (item, partner) => (partner ? `${item.label}. Matched.` : item.label),
    });
    expect(worded.itemName(nickel, beaver, undefined)).toBe('nickel. Matched.');
    expect(worded.joined(nickel, beaver)).toBe('Nickel joined with beaver.');
  });
});

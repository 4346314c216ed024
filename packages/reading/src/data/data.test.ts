import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { undecodableWords } from '../model/decodable';
import { parsePassages } from '../model/passages';

const folder = import.meta.dirname;
const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
const load = (name: string) =>
  parsePassages(JSON.parse(readFileSync(join(folder, name), 'utf8')), name);

describe('passage data', () => {
  it('has a file for every Lingo transcribed so far', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'lingo-1-0.json',
        'lingo-1-1.json',
        'lingo-1-3.json',
        'lingo-1-4.json',
        'lingo-1-5.json',
      ]),
    );
  });

  it.each(files)('%s parses with no problems, every passage of its own Lingo', (name) => {
    const { passages, problems } = load(name);
    expect(problems).toEqual([]);
    expect(passages.length).toBeGreaterThan(0);
    for (const passage of passages) expect(`${passage.lingo}.json`).toBe(name);
  });

  it.each(files)('%s: every question has its evidence in the passage or none', (name) => {
    for (const passage of load(name).passages) {
      for (const question of passage.questions) {
        for (const index of question.evidence) {
          expect(passage.sentences[index], `${passage.id} ${question.id}`).toBeDefined();
        }
      }
    }
  });

  it('keeps passage ids unique across files', () => {
    const ids = files.flatMap((name) => load(name).passages.map((passage) => passage.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has 5 passages in each level-1 practice Lingo (reading.md, Count check)', () => {
    for (const lingo of ['1-1', '1-3', '1-4', '1-5']) {
      expect(load(`lingo-${lingo}.json`).passages, lingo).toHaveLength(5);
    }
  });

  it.each(files.filter((name) => name.startsWith('lingo-1-')))(
    '%s: every level-1 passage keeps the decodability rule',
    (name) => {
      for (const passage of load(name).passages) {
        expect(passage.storyWords.length, passage.id).toBeLessThanOrEqual(3);
        expect(undecodableWords(passage), passage.id).toEqual([]);
      }
    },
  );

  it('counts sentences as reading.md numbers them', () => {
    const sled = load('lingo-1-1.json').passages.find((passage) => passage.id === '1-1-a');
    expect(sled?.sentences[1]).toBe('Jen and Max get the red sled.');
    expect(sled?.questions.find((question) => question.id === 'where')?.evidence).toEqual([2]);
  });

  it('counts a quotation with its speaker as one sentence, and 2-1 A\'s "Whack!" sentence as s6', () => {
    const [owen, , amira] = load('lingo-2-1.json').passages;
    expect(owen?.sentences[5]).toBe('Whack! He passed it to Leah, and she scored.');
    expect(amira?.sentences[4]).toBe('"Want to help us?" he asked.');
  });

  it('speaks 0 °C in 2-4 D as zero degrees Celsius', () => {
    const snow = load('lingo-2-4.json').passages.find((passage) => passage.id === '2-4-d');
    expect(snow?.say).toEqual({ '0 °C': 'zero degrees Celsius' });
  });

  it('splits Two Texts, One Topic into its two texts', () => {
    const [beavers] = load('lingo-3-2.json').passages;
    const second = beavers?.parts?.[1];
    expect(second?.title).toBe('Beaver Facts');
    expect(beavers?.sentences[second?.first ?? -1]).toBe(
      'Beavers are the largest rodents in Canada.',
    );
  });

  it('keeps a quotation with an exclamation inside it as one sentence (3-4 A3, s2)', () => {
    const taffy = load('lingo-3-4.json').passages.find((passage) => passage.id === '3-4-a3');
    expect(taffy?.sentences[1]).toBe('"Help! I\'m stuck to my own snack!" he laughed.');
  });

  // 1-1 B "Hockey Morning" has its story word in the title only, as reading.md gives it.
  it.each(files)('%s: every story word is in its passage or its title', (name) => {
    for (const passage of load(name).passages) {
      const text = [passage.title, ...passage.sentences].join(' ').toLowerCase();
      for (const story of passage.storyWords) {
        expect(text, `${passage.id}: ${story.word}`).toContain(story.word.toLowerCase());
      }
    }
  });
});

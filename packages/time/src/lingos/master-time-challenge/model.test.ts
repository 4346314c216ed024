import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryFromTime } from '../../model/elapsed';
import { relativeDay } from '../../model/zones';
import { setTheTimeModel } from '../set-the-time/model';
import { timeCompareModel } from '../time-compare/model';
import { timeZoneConverterModel, type TimeZoneItem } from '../time-zone-converter/model';
import {
  checkMaster,
  describeMaster,
  generateMaster,
  masterHints,
  masterSourceIds,
  masterSources,
  masterTimeChallengeModel,
  masterTimeChallengeRules,
  masterWorkedExample,
  questionAnnouncement,
  roundAnnouncement,
  sourceStepFor,
  strand,
  strandResults,
  strands,
  type MasterItem,
  type MasterOutcome,
} from './model';

/** Plays a round as the session does: each item sees the keys served before it. */
function round(step: number, seed: number, history: readonly string[] = []): MasterItem[] {
  const items: MasterItem[] = [];
  const recentKeys = [...history];
  for (let index = 0; index < 12; index += 1) {
    const item = generateMaster(step, createRng(seed * 1000 + index), {
      recentKeys: recentKeys.slice(-20),
      round: { index, size: 12 },
    });
    items.push(item);
    recentKeys.push(item.key);
  }
  return items;
}

function zoneItem(seed: number): MasterItem {
  const inner = timeZoneConverterModel.generate(4, createRng(seed));
  return {
    key: `master:E:lingo-3-3:${inner.key}`,
    prompt: inner.prompt,
    strand: 'E',
    source: 'lingo-3-3',
    sourceStep: 4,
    inner,
  };
}

describe('strands and sources', () => {
  it('has the six strands of the curriculum', () => {
    expect(strands.map((entry) => [entry.id, entry.sources])).toEqual([
      ['A', ['lingo-1-2', 'lingo-1-5']],
      ['B', ['lingo-2-1', 'lingo-1-4', 'lingo-3-2']],
      ['C', ['lingo-2-2', 'lingo-2-3']],
      ['D', ['lingo-2-4', 'lingo-3-4']],
      ['E', ['lingo-3-3']],
      ['F', ['lingo-3-1', 'lingo-3-5']],
    ]);
    expect(strand('E').name).toBe('time zones');
  });

  it('uses the source Lingos’ own models, not copies', () => {
    expect(masterSources['lingo-2-1'].model).toBe(timeCompareModel);
    expect(masterSources['lingo-1-2'].model).toBe(setTheTimeModel);
    expect(masterSources['lingo-3-3'].model).toBe(timeZoneConverterModel);
  });

  it('maps the challenge steps to each strand’s step 2, step 3 and top step; 3-2 stays at its ordering steps', () => {
    const zone = masterSources['lingo-3-3'];
    expect([1, 2, 3].map((step) => sourceStepFor(step, zone))).toEqual([2, 3, 4]);
    const sequencing = masterSources['lingo-3-2'];
    expect([1, 2, 3].map((step) => sourceStepFor(step, sequencing))).toEqual([2, 2, 2]);
  });

  it('has round rules of 12 with no timer: up at 10, down at 6, mastered at 11, misses come back', () => {
    expect(masterTimeChallengeRules).toEqual({
      kind: 'round',
      size: 12,
      upAt: 10,
      downAt: 6,
      masterAt: 11,
      timed: false,
      repeatMisses: true,
    });
  });
});

describe('generateMaster', () => {
  it('makes a round of 12 with 2 items from each strand, in random order', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 20; seed += 1) {
      const items = round(3, seed);
      for (const entry of strands)
        expect(items.filter((item) => item.strand === entry.id)).toHaveLength(2);
      orders.add(items.map((item) => item.strand).join(''));
      for (const item of items) {
        expect(strand(item.strand).sources).toContain(item.source);
        expect(item.prompt).toBe(item.inner.prompt);
        expect(item.key).toBe(`master:${item.strand}:${item.source}:${item.inner.key}`);
      }
    }
    expect(orders.size).toBeGreaterThan(15);
  });

  it('generates each item with its source’s generator at the mapped step', () => {
    for (const item of round(2, 4)) {
      expect(item.sourceStep).toBe(sourceStepFor(2, masterSources[item.source]));
    }
  });

  it('repeats none of the last 20 items', () => {
    const first = generateMaster(3, createRng(42), { recentKeys: [] });
    const again = generateMaster(3, createRng(42), { recentKeys: [first.key] });
    expect(again.key).not.toBe(first.key);
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const history = round(3, seed).map((item) => item.key);
        const next = round(3, seed + 1, history);
        for (const [index, item] of next.entries()) {
          const before = [...history, ...next.slice(0, index).map((entry) => entry.key)].slice(-20);
          expect(before).not.toContain(item.key);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('draws from every source over many rounds', () => {
    const sources = new Set<string>();
    for (let seed = 0; seed < 20; seed += 1)
      for (const item of round(1, seed)) sources.add(item.source);
    expect([...sources].sort()).toEqual([...masterSourceIds].sort());
  });
});

describe('checkMaster', () => {
  it('uses the source’s answer rule', () => {
    const item = zoneItem(3);
    const inner = item.inner as TimeZoneItem;
    expect(
      checkMaster(item, {
        entry: entryFromTime(inner.answer, '12h'),
        day: relativeDay(inner.dayShift),
      }),
    ).toEqual({
      correct: true,
    });
  });

  it('shows the source’s hint for a miss, namespaced by the source', () => {
    const inner = timeZoneConverterModel.generate(2, createRng(1));
    const item: MasterItem = {
      key: 'k',
      prompt: inner.prompt,
      strand: 'E',
      source: 'lingo-3-3',
      sourceStep: 2,
      inner,
    };
    const wrongWay = (inner.time - (inner.answer - inner.time) + 1440) % 1440;
    const result = checkMaster(item, { entry: entryFromTime(wrongWay, '12h') });
    expect(result.misconception).toBe('lingo-3-3:wrong-direction');
    expect(masterHints['lingo-3-3:wrong-direction']).toBe(
      timeZoneConverterModel.hints['wrong-direction'],
    );
  });

  it('a miss with no named misconception gets the source’s default hint', () => {
    const inner = setTheTimeModel.generate(1, createRng(2));
    const item: MasterItem = {
      key: 'k',
      prompt: inner.prompt,
      strand: 'A',
      source: 'lingo-1-2',
      sourceStep: 1,
      inner,
    };
    const far = (inner.target + 200) % 720;
    const result = checkMaster(item, far);
    expect(result.correct).toBe(false);
    expect(result.misconception?.startsWith('lingo-1-2:')).toBe(true);
    expect(masterHints[result.misconception as string]).toBeDefined();
  });

  it('every hint of every source is there', () => {
    for (const id of masterSourceIds) {
      for (const [key, text] of Object.entries(masterSources[id].model.hints)) {
        expect(masterHints[`${id}:${key}`]).toBe(text);
      }
    }
  });

  it('passes the worked example and the answer in words through', () => {
    const item = zoneItem(5);
    expect(masterWorkedExample(item)).toEqual(
      timeZoneConverterModel.workedExample(item.inner as TimeZoneItem),
    );
    expect(describeMaster(item)).toBe(timeZoneConverterModel.describe(item.inner as TimeZoneItem));
    expect(masterTimeChallengeModel.steps).toBe(3);
  });
});

describe('announcements and results', () => {
  it('announces each question and the round', () => {
    expect(questionAnnouncement(4, { strand: 'E' })).toBe('Question 5 of 12: time zones.');
    expect(roundAnnouncement(11, 12, true)).toBe('You got 11 of 12. Mastered!');
    expect(roundAnnouncement(9, 12, false)).toBe('You got 9 of 12.');
  });

  it('gives stars per strand and links weak strands to their Lingo', () => {
    const outcomes: MasterOutcome[] = [
      { strand: 'A', source: 'lingo-1-2', correct: true },
      { strand: 'A', source: 'lingo-1-5', correct: true },
      { strand: 'E', source: 'lingo-3-3', correct: false },
      { strand: 'E', source: 'lingo-3-3', correct: true },
      { strand: 'D', source: 'lingo-3-4', correct: false },
      { strand: 'D', source: 'lingo-2-4', correct: false },
    ];
    const results = strandResults(outcomes);
    expect(results.find((result) => result.strand === 'A')).toEqual({
      strand: 'A',
      label: 'Reading clocks: 2 of 2',
      correct: 2,
      total: 2,
    });
    expect(results.find((result) => result.strand === 'E')).toMatchObject({
      label: 'Time zones: 1 of 2',
      practiseMore: { lingoId: 'lingo-3-3', text: 'Practise more in Time Zone Converter.' },
    });
    expect(results.find((result) => result.strand === 'D')?.practiseMore?.text).toBe(
      'Practise more in Elapsed Time Calculator.',
    );
  });
});

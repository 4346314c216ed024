import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findObject } from '../../model/objects';
import {
  checkHotCold,
  degreesText,
  describeHotCold,
  generateHotCold,
  hotColdHints,
  hotColdModel,
  hotColdWorkedExample,
  readingChoices,
  readingMistake,
  sceneChoices,
  temperatureScenes,
  type HotColdItem,
  type HotColdTask,
} from './model';

const seeds = fc.integer({ min: 0, max: 2 ** 31 });

const itemOf = (task: HotColdTask, step = 2): HotColdItem => ({
  key: 'test',
  prompt: 'test',
  step,
  task,
});

/** The hidden temperature of a task, found again from the bank (not from the model). */
const hiddenTemperature = (task: HotColdTask): number =>
  task.kind === 'scene'
    ? (findObject(task.scene.object.id)?.temperatureC ?? Number.NaN)
    : task.value;

/** Every value a test can answer: the thermometer's marks and a few off it. */
const answers = fc.integer({ min: -40, max: 50 });

describe('the scenes of step 3', () => {
  it('are the nine scenes of measurements.md with their temperatures', () => {
    const byId = Object.fromEntries(
      temperatureScenes().map((scene) => [scene.object.id, scene.value]),
    );
    expect(byId).toEqual({
      snowman: -5,
      'outdoor-rink': -10,
      'winnipeg-january': -20,
      'raking-leaves': 10,
      'spring-picnic': 15,
      classroom: 20,
      'lake-swim': 25,
      'hot-beach-day': 30,
      body: 37,
    });
  });

  it('each has a picture and a reason that never says its number', () => {
    for (const scene of temperatureScenes()) {
      expect(scene.object.picture).toBeTruthy();
      expect(scene.reason).not.toBe(hotColdHints.scene);
      expect(scene.reason).not.toContain(String(Math.abs(scene.value)));
    }
  });

  it('a teacher scene without a reason gets the scene hint', () => {
    const bank = [
      {
        id: 'sauna',
        name: 'a sauna',
        shape: 'scene' as const,
        temperatureC: 80,
        groups: ['temperature-scene'],
      },
    ];
    expect(temperatureScenes(bank)).toEqual([
      { object: bank[0], value: 80, reason: hotColdHints.scene },
    ]);
  });
});

describe('Hot and Cold generator', () => {
  it('step 1: reads 0, 10, 20, 30 or 40 on a thermometer marked every 10, on the NumberPad', () => {
    const seen = new Set<number>();
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateHotCold(1, createRng(seed));
        expect(item.prompt).toBe('What temperature does the thermometer show?');
        expect(item.task).toMatchObject({ kind: 'read', marks: 10 });
        if (item.task.kind !== 'read') return;
        expect(item.task.choices).toBeUndefined();
        expect([0, 10, 20, 30, 40]).toContain(item.task.value);
        seen.add(item.task.value);
      }),
    );
    expect(seen.size).toBe(5);
  });

  it('step 2: multiples of 5 from 0 to 40, marks every 5; about half are set tasks', () => {
    let sets = 0;
    const values = new Set<number>();
    for (let seed = 0; seed < 400; seed += 1) {
      const item = generateHotCold(2, createRng(seed));
      const { task } = item;
      if (task.kind === 'scene') throw new Error('step 2 reads or sets');
      values.add(task.value);
      expect(Math.abs(task.value % 5)).toBe(0);
      expect(task.value).toBeGreaterThanOrEqual(0);
      expect(task.value).toBeLessThanOrEqual(40);
      if (task.kind === 'set') {
        sets += 1;
        expect(item.prompt).toBe(`Make it ${task.value} degrees.`);
        // The red line starts on a mark of the same range, well away from the target.
        expect(task.start % 5).toBe(0);
        expect(task.start).toBeGreaterThanOrEqual(0);
        expect(task.start).toBeLessThanOrEqual(40);
        expect(Math.abs(task.start - task.value)).toBeGreaterThanOrEqual(15);
      } else {
        expect(task.marks).toBe(5);
        expect(task.choices).toBeUndefined();
      }
    }
    expect(values.size).toBe(9);
    expect(sets).toBeGreaterThan(150);
    expect(sets).toBeLessThan(250);
  });

  it('step 3: a scene and 3 cards, its own temperature among them, all at least 15 °C apart', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateHotCold(3, createRng(seed));
        const { task } = item;
        if (task.kind !== 'scene') throw new Error('step 3 asks about a scene');
        seen.add(task.scene.object.id);
        expect(item.prompt).toBe('Which temperature fits?');
        expect(item.speech).toEqual([expect.stringMatching(/\.$/), 'Which temperature fits?']);
        expect(task.choices).toHaveLength(3);
        expect(task.choices).toContain(hiddenTemperature(task));
        expect([...task.choices].sort((a, b) => a - b)).toEqual(task.choices);
        for (const [index, first] of task.choices.entries()) {
          for (const second of task.choices.slice(index + 1)) {
            expect(Math.abs(first - second)).toBeGreaterThanOrEqual(15);
          }
        }
      }),
    );
    expect(seen.size).toBe(9);
  });

  it('step 4: −30 to 40 in 5s, at least half below 0; readings on 3 cards, half set tasks', () => {
    let below = 0;
    let sets = 0;
    const total = 600;
    for (let seed = 0; seed < total; seed += 1) {
      const item = generateHotCold(4, createRng(seed));
      const { task } = item;
      if (task.kind === 'scene') throw new Error('step 4 reads or sets');
      expect(Math.abs(task.value % 5)).toBe(0);
      expect(task.value).toBeGreaterThanOrEqual(-30);
      expect(task.value).toBeLessThanOrEqual(40);
      if (task.value < 0) below += 1;
      if (task.kind === 'set') {
        sets += 1;
        expect(item.prompt).toBe(`Make it ${degreesText(task.value)}.`);
        expect(Math.abs(task.start - task.value)).toBeGreaterThanOrEqual(15);
        expect(task.start).toBeGreaterThanOrEqual(-30);
      } else {
        expect(task.marks).toBe(5);
        expect(task.choices).toHaveLength(3);
        expect(task.choices).toContain(task.value);
      }
    }
    expect(below / total).toBeGreaterThanOrEqual(0.5);
    expect(sets / total).toBeGreaterThan(0.4);
    expect(sets / total).toBeLessThan(0.6);
  });

  it('never gives the same item twice in a row', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const rng = createRng(seed);
        const keys: string[] = [];
        for (let index = 0; index < 12; index += 1) {
          const item = generateHotCold(step, rng, { recentKeys: keys });
          expect(item.key).not.toBe(keys[keys.length - 1]);
          keys.push(item.key);
        }
      }),
    );
  });

  it('clamps the step to 1–4', () => {
    expect(generateHotCold(0, createRng(1)).step).toBe(1);
    expect(generateHotCold(9, createRng(1)).step).toBe(4);
  });
});

describe('readingChoices', () => {
  it('offers the value and two misreadings on the scale, all different, lowest first', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: -6, max: 8 }), (seed, fives) => {
        const value = fives * 5;
        const choices = readingChoices(value, createRng(seed));
        expect(choices).toHaveLength(3);
        expect(new Set(choices).size).toBe(3);
        expect(choices).toContain(value);
        expect([...choices].sort((a, b) => a - b)).toEqual(choices);
        for (const choice of choices) {
          expect(choice).toBeGreaterThanOrEqual(-30);
          expect(choice).toBeLessThanOrEqual(40);
          expect(Math.abs(choice % 5)).toBe(0);
        }
      }),
    );
  });

  it('below 0, always offers one of the wrong-way readings (−15: 15 or −5)', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const choices = readingChoices(-15, createRng(seed));
      expect(choices.includes(15) || choices.includes(-5)).toBe(true);
    }
  });
});

describe('sceneChoices', () => {
  it('keeps every card at least 15 °C from the others', () => {
    for (const scene of temperatureScenes()) {
      for (let seed = 0; seed < 40; seed += 1) {
        const [a, b, c] = sceneChoices(scene, createRng(seed)) as [number, number, number];
        expect(b - a).toBeGreaterThanOrEqual(15);
        expect(c - b).toBeGreaterThanOrEqual(15);
      }
    }
  });
});

describe('the answer rule', () => {
  it('is right exactly when the answer is the hidden temperature (property)', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), answers, (seed, step, answer) => {
        const item = generateHotCold(step, createRng(seed));
        expect(checkHotCold(item, answer).correct).toBe(answer === hiddenTemperature(item.task));
      }),
    );
  });

  it('never makes a distractor card right', () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom(3, 4), (seed, step) => {
        const item = generateHotCold(step, createRng(seed));
        const { task } = item;
        const choices = task.kind === 'set' ? [] : (task.choices ?? []);
        const right = choices.filter((choice) => checkHotCold(item, choice).correct);
        if (choices.length > 0) expect(right).toEqual([hiddenTemperature(task)]);
      }),
    );
  });

  it('marks the card picked', () => {
    const item = itemOf({ kind: 'read', value: -15, marks: 5, choices: [-15, -5, 15] }, 4);
    expect(checkHotCold(item, -15).marks).toEqual({ '-15': 'correct' });
    expect(checkHotCold(item, 15).marks).toEqual({ '15': 'incorrect' });
  });

  it('names a reading on the wrong side of 0, or counted towards 0 below it', () => {
    expect(readingMistake(-15, 15)).toBe('below-zero');
    expect(readingMistake(-15, -5)).toBe('below-zero');
    expect(readingMistake(-20, 20)).toBe('below-zero');
    expect(readingMistake(-10, 0)).toBe('below-zero');
    expect(readingMistake(10, -10)).toBe('below-zero');
  });

  it('names one small mark off, above 0 and below', () => {
    expect(readingMistake(25, 20)).toBe('five-mark');
    expect(readingMistake(25, 30)).toBe('five-mark');
    expect(readingMistake(-15, -20)).toBe('five-mark');
    expect(readingMistake(-15, -10)).toBe('five-mark');
  });

  it('names any other reading as read away from the top of the red line', () => {
    expect(readingMistake(20, 40)).toBe('wrong-end');
    expect(readingMistake(-20, -30)).toBe('wrong-end');
    expect(readingMistake(10, 30)).toBe('wrong-end');
  });

  it('says the hint texts of measurements.md', () => {
    expect(hotColdHints['wrong-end']).toBe('Read the number at the top of the red line.');
    expect(hotColdHints['five-mark']).toBe(
      'Each small mark is 5 degrees. Count on by 5 from the 10 below.',
    );
    expect(hotColdHints['below-zero']).toBe(
      'Below 0, the numbers grow as you go down: minus 5, minus 10. It is colder the lower you go.',
    );
  });

  it('checks a set task by where the red line is', () => {
    const item = itemOf({ kind: 'set', value: -10, start: 20 }, 4);
    expect(checkHotCold(item, -10)).toEqual({ correct: true });
    expect(checkHotCold(item, 10)).toEqual({ correct: false, misconception: 'below-zero' });
    expect(checkHotCold(item, -5)).toEqual({ correct: false, misconception: 'five-mark' });
  });

  it('says why a scene is as cold as it is after a wrong card', () => {
    const snowman = temperatureScenes().find((scene) => scene.object.id === 'snowman');
    if (!snowman) throw new Error('no snowman');
    const item = itemOf({ kind: 'scene', scene: snowman, choices: [-5, 15, 30] }, 3);
    expect(checkHotCold(item, 15)).toEqual({
      correct: false,
      misconception: 'scene',
      message: snowman.reason,
      marks: { '15': 'incorrect' },
    });
  });

  it('refuses a value that is not a number without throwing', () => {
    const item = itemOf({ kind: 'read', value: 20, marks: 10 }, 1);
    expect(checkHotCold(item, Number.NaN).correct).toBe(false);
  });
});

describe('texts', () => {
  it('says set prompts as measurements.md does, minus below 0', () => {
    expect(degreesText(25)).toBe('25 degrees');
    expect(degreesText(-10)).toBe('minus 10 degrees');
    expect(degreesText(0)).toBe('0 degrees');
  });

  it('describes the answer with the full unit words', () => {
    expect(describeHotCold(itemOf({ kind: 'set', value: -10, start: 20 }))).toBe(
      'Minus 10 degrees Celsius.',
    );
    const body = temperatureScenes().find((scene) => scene.object.id === 'body');
    if (!body) throw new Error('no body');
    expect(describeHotCold(itemOf({ kind: 'scene', scene: body, choices: [-10, 10, 37] }))).toBe(
      'Your body: about 37 degrees Celsius.',
    );
  });
});

describe('the worked example', () => {
  it('counts on by 5 from the label below a small mark', () => {
    expect(
      hotColdWorkedExample(itemOf({ kind: 'read', value: -15, marks: 5, choices: [-15, -5, 15] })),
    ).toEqual([
      { text: 'Find the top of the red line.' },
      {
        text: 'The label just below is minus 20. Each small mark is 5 degrees: count on by 5 to minus 15.',
      },
      { text: 'The red line shows minus 15 degrees.' },
    ]);
  });

  it('counts down by 10s below 0, and moves the red line for a set task', () => {
    expect(hotColdWorkedExample(itemOf({ kind: 'set', value: -20, start: 10 }))).toEqual([
      { text: 'Find minus 20 on the thermometer.' },
      {
        text: 'Below 0, count down by 10s: minus 10, minus 20, minus 30. This mark is minus 20.',
      },
      { text: 'Move the top of the red line to that mark: minus 20 degrees.' },
    ]);
  });

  it('gives the reason of a scene, then its temperature', () => {
    const rink = temperatureScenes().find((scene) => scene.object.id === 'outdoor-rink');
    if (!rink) throw new Error('no rink');
    const steps = hotColdWorkedExample(
      itemOf({ kind: 'scene', scene: rink, choices: [-10, 10, 25] }),
    );
    expect(steps[0]?.text).toBe(rink.reason);
    expect(steps[1]).toEqual({
      text: 'An outdoor rink is about minus 10 degrees: −10 °C.',
      speech: 'An outdoor rink is about minus 10 degrees Celsius.',
    });
  });

  it('is what the model shows after two misses', () => {
    const item = generateHotCold(2, createRng(5));
    expect(hotColdModel.workedExample(item)).toEqual(hotColdWorkedExample(item));
    expect(hotColdModel.steps).toBe(4);
  });
});

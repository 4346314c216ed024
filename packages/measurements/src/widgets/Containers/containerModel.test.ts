import { describe, expect, it } from 'vitest';
import { findObject, type MeasureObject } from '../../model/objects';
import {
  containerAmountAtY,
  containerArt,
  containerLevelY,
  jugLabelSize,
  jugLabelX,
  jugMarkY,
} from './containerArt';
import {
  amountAtFraction,
  containerOf,
  containerShapes,
  containerTitle,
  countedPourText,
  cupsToFill,
  describeContainer,
  describeJug,
  fillKeyTarget,
  fillText,
  findContainer,
  holdsMore,
  jugLevelText,
  jugMarks,
  jugReading,
  levelFraction,
  measuringJug,
  pour,
  pourTest,
  pourText,
  refill,
  setContainerAmount,
  theContainer,
  type ContainerState,
} from './containerModel';

function bank(id: string): MeasureObject {
  const object = findObject(id);
  if (!object) throw new Error(`No object "${id}" in the bank`);
  return object;
}

const cup = containerOf(bank('cup'), { amount: 'full' });
const jug = containerOf(bank('jug'));

describe('containerOf and measuringJug', () => {
  it('takes the hidden capacity and the drawing from the bank', () => {
    expect(cup).toEqual({ id: 'cup', name: 'a cup', shape: 'cup', capacity: 250, amount: 250 });
    expect(jug).toEqual({ id: 'jug', name: 'a jug', shape: 'jug', capacity: 1000, amount: 0 });
    expect(containerOf(bank('glass-of-milk'), { id: 'milk', amount: 100 })).toMatchObject({
      id: 'milk',
      shape: 'glass',
      amount: 100,
    });
  });

  it('draws a thing that is not a container’s shape as a jug, and keeps the water inside', () => {
    expect(containerOf(bank('bucket')).shape).toBe('pot');
    expect(containerOf(bank('juice-box')).shape).toBe('jug');
    expect(containerOf(bank('cup'), { amount: 900 }).amount).toBe(250);
    expect(containerOf(bank('cup'), { amount: -5 }).amount).toBe(0);
  });

  it('makes a 1-litre measuring jug with marks every 100 mL unless asked for 50', () => {
    expect(measuringJug()).toEqual({
      id: 'measuring-jug',
      name: 'a measuring jug',
      shape: 'measuring-jug',
      capacity: 1000,
      amount: 0,
      marks: 100,
    });
    expect(measuringJug({ amount: 350, marks: 50 }).marks).toBe(50);
  });

  it('has a drawing for every shape', () => {
    for (const shape of containerShapes) expect(containerArt[shape].bottomY).toBeGreaterThan(0);
  });
});

describe('pour', () => {
  it('pours all of a cup into a jug that is not full', () => {
    const result = pour([cup, jug], 'cup', 'jug');
    expect(result.outcome).toBe('poured');
    expect(result.poured).toBe(250);
    expect(findContainer(result.containers, 'cup')?.amount).toBe(0);
    expect(findContainer(result.containers, 'jug')?.amount).toBe(250);
  });

  it('fills the target to its capacity and leaves the rest in the source', () => {
    const pot = containerOf(bank('pot'), { amount: 'full' });
    const result = pour([pot, jug], 'pot', 'jug');
    expect(result.outcome).toBe('overflowed');
    expect(result.poured).toBe(1000);
    expect(findContainer(result.containers, 'pot')?.amount).toBe(2000);
    expect(findContainer(result.containers, 'jug')?.amount).toBe(1000);
  });

  it('says when the target is just full', () => {
    const carton = containerOf(bank('milk-carton'), { amount: 'full' });
    const result = pour([carton, measuringJug()], 'milk-carton', 'measuring-jug');
    expect(result.outcome).toBe('filled');
  });

  it('changes nothing from an empty source, into a full target, or into itself', () => {
    const empty = [containerOf(bank('cup')), jug];
    expect(pour(empty, 'cup', 'jug')).toMatchObject({ outcome: 'source-empty', poured: 0 });
    expect(pour(empty, 'cup', 'jug').containers).toBe(empty);
    const full = [cup, { ...jug, amount: 1000 }];
    expect(pour(full, 'cup', 'jug').outcome).toBe('target-full');
    expect(pour(full, 'cup', 'cup').outcome).toBe('no-pour');
    expect(pour(full, 'cup', 'bowl').outcome).toBe('no-pour');
  });
});

describe('refill and setContainerAmount', () => {
  it('fills a cup again from the carton', () => {
    const poured = pour([cup, jug], 'cup', 'jug').containers;
    expect(findContainer(refill(poured, 'cup'), 'cup')?.amount).toBe(250);
  });

  it('sets the water, kept inside 0 to the capacity', () => {
    const containers = [measuringJug()];
    expect(setContainerAmount(containers, 'measuring-jug', 350)[0]?.amount).toBe(350);
    expect(setContainerAmount(containers, 'measuring-jug', 1200)[0]?.amount).toBe(1000);
    expect(setContainerAmount(containers, 'measuring-jug', -50)[0]?.amount).toBe(0);
  });
});

describe('which holds more', () => {
  const vase = containerOf(bank('vase'));
  const bowl = containerOf(bank('bowl'));

  it('goes by the hidden capacity, not the drawing: the short bowl holds more than the tall vase', () => {
    expect(containerArt.vase.height).toBeGreaterThan(containerArt.bowl.height);
    expect(holdsMore(vase, bowl)).toBe('second');
    expect(pourTest(vase, bowl)).toBe('second');
    expect(pourTest(bowl, vase)).toBe('first');
  });

  it('finds the same capacity by a pour that just fills', () => {
    const other = { ...jug, id: 'other' };
    expect(pourTest(jug, other)).toBe('same');
  });

  it('counts the cups that fill a jug', () => {
    expect(cupsToFill(250, 1000)).toBe(4);
    expect(cupsToFill(300, 1000)).toBe(4);
    expect(cupsToFill(0, 1000)).toBe(0);
  });
});

describe('names', () => {
  it('names a container in a sentence and under its drawing', () => {
    expect(theContainer(cup)).toBe('the cup');
    expect(containerTitle(measuringJug())).toBe('Measuring jug');
  });

  it('describes an ordinary container without its capacity', () => {
    expect(describeContainer(cup)).toBe('Cup: full.');
    expect(describeContainer(jug)).toBe('Jug: empty.');
    expect(describeContainer({ ...jug, amount: 250 })).toBe('Jug: some water, not full.');
    expect(describeContainer({ ...jug, amount: 250 }, 'juice')).toBe('Jug: some juice, not full.');
    expect(describeContainer(measuringJug({ amount: 600 }), 'milk')).toBe(
      'Measuring jug, marks every 100 millilitres up to 1 litre. Milk reaches the mark labelled 600.',
    );
  });
});

describe('pourText', () => {
  it('says a pour and how the target sits', () => {
    expect(pourText(pour([cup, jug], 'cup', 'jug'))).toBe(
      'Poured the cup into the jug. The jug is not full.',
    );
    const mug = containerOf(bank('mug'), { amount: 'full' });
    const bowl = containerOf(bank('bowl'));
    expect(pourText(pour([cup, { ...mug, amount: 100 }], 'cup', 'mug'))).toBe(
      'Poured the cup into the mug. The mug is full.',
    );
    expect(pourText(pour([mug, bowl], 'mug', 'bowl'))).toBe(
      'Poured the mug into the bowl. The bowl is not full.',
    );
  });

  it('names the overflow kindly', () => {
    const jugFull = containerOf(bank('jug'), { amount: 'full' });
    expect(pourText(pour([jugFull, containerOf(bank('cup'))], 'jug', 'cup'))).toBe(
      'The cup is full; some is left in the jug.',
    );
  });

  it('reads a measuring jug after a pour (3-0 steps 3 and 4)', () => {
    const carton = containerOf(bank('milk-carton'), { amount: 'full' });
    expect(pourText(pour([carton, measuringJug()], 'milk-carton', 'measuring-jug'))).toBe(
      'Poured the milk carton into the measuring jug. Jug: water at the mark labelled 1 litre, 1000 millilitres.',
    );
    const milk = containerOf(bank('glass-of-milk'), { amount: 'full' });
    expect(
      pourText(pour([milk, measuringJug({ marks: 50 })], 'glass-of-milk', 'measuring-jug')),
    ).toBe(
      'Poured the glass of milk into the measuring jug. Jug: water at the small mark just above 200.',
    );
  });

  it('names the liquid poured (3-0 pours milk)', () => {
    const carton = containerOf(bank('milk-carton'), { amount: 'full' });
    expect(pourText(pour([carton, measuringJug()], 'milk-carton', 'measuring-jug'), 'milk')).toBe(
      'Poured the milk carton into the measuring jug. Jug: milk at the mark labelled 1 litre, 1000 millilitres.',
    );
    const glass = containerOf(bank('glass'), { amount: 'full' });
    expect(countedPourText(pour([glass, jug], 'glass', 'jug'), 0, 'juice')).toBe(
      'Poured the glass into the jug. The jug is not full.',
    );
  });

  it('says why nothing was poured', () => {
    const empty = containerOf(bank('cup'));
    expect(pourText(pour([empty, jug], 'cup', 'jug'))).toBe(
      'The cup is empty: there is nothing to pour.',
    );
    expect(pourText(pour([cup, { ...jug, amount: 1000 }], 'cup', 'jug'))).toBe(
      'The jug is already full.',
    );
    expect(pourText(pour([cup], 'cup', 'nowhere'))).toBe('Nothing to pour into.');
  });
});

describe('countedPourText', () => {
  it('counts the cups as they go in (3-2 step 2)', () => {
    let containers: readonly ContainerState[] = [cup, jug];
    const texts: string[] = [];
    for (let count = 1; count <= 4; count += 1) {
      const result = pour(containers, 'cup', 'jug');
      texts.push(countedPourText(result, count));
      containers = refill(result.containers, 'cup');
    }
    expect(texts).toEqual([
      '1 cup poured. The jug is not full yet.',
      '2 cups poured. The jug is not full yet.',
      '3 cups poured. The jug is not full yet.',
      '4 cups poured. The jug is full.',
    ]);
  });

  it('says what is left when the last cup does not all go in', () => {
    const glass = containerOf(bank('glass'), { amount: 'full' });
    const result = pour([glass, { ...jug, amount: 900 }], 'glass', 'jug');
    expect(countedPourText(result, 4)).toBe(
      '4 glasses poured. The jug is full; some is left in the glass.',
    );
  });
});

describe('the measuring jug', () => {
  it('marks every 100 mL, the top labelled 1 L and 1000 mL', () => {
    const marks = jugMarks(100);
    expect(marks).toHaveLength(10);
    expect(marks[0]).toEqual({ value: 100, labelled: true, labels: ['100'] });
    expect(marks[9]).toEqual({ value: 1000, labelled: true, labels: ['1000 mL', '1 L'] });
  });

  it('marks every 50 mL with labels every 100', () => {
    const marks = jugMarks(50);
    expect(marks).toHaveLength(20);
    expect(marks[0]).toEqual({ value: 50, labelled: false, labels: [] });
    expect(marks[5]).toEqual({ value: 300, labelled: true, labels: ['300'] });
  });

  it('reads the level', () => {
    expect(jugReading(600, 100)).toEqual({ kind: 'labelled', mark: 600 });
    expect(jugReading(350, 50)).toEqual({ kind: 'small', above: 300 });
    expect(jugReading(250, 100)).toEqual({ kind: 'between', below: 200, above: 300 });
    expect(jugReading(0, 100)).toEqual({ kind: 'empty' });
  });

  it('says the jug as measurements.md does', () => {
    expect(describeJug(600, 100)).toBe(
      'Measuring jug, marks every 100 millilitres up to 1 litre. Water reaches the mark labelled 600.',
    );
    expect(describeJug(350, 50)).toBe(
      'Measuring jug, marks every 50 millilitres, labelled every 100, up to 1 litre. Water reaches the small mark just above 300.',
    );
    expect(describeJug(1000, 100)).toBe(
      'Measuring jug, marks every 100 millilitres up to 1 litre. Water reaches the mark labelled 1 litre, 1000 millilitres.',
    );
    expect(describeJug(0, 100)).toBe(
      'Measuring jug, marks every 100 millilitres up to 1 litre. The jug is empty.',
    );
    expect(describeJug(250, 100)).toBe(
      'Measuring jug, marks every 100 millilitres up to 1 litre. The water is between the marks for 200 and 300.',
    );
    expect(describeJug(30, 50)).toBe(
      'Measuring jug, marks every 50 millilitres, labelled every 100, up to 1 litre. The water is below the first mark, 50.',
    );
  });

  it('names the liquid in the jug: milk, juice', () => {
    expect(describeJug(600, 100, 'milk')).toBe(
      'Measuring jug, marks every 100 millilitres up to 1 litre. Milk reaches the mark labelled 600.',
    );
    expect(describeJug(250, 100, 'juice')).toBe(
      'Measuring jug, marks every 100 millilitres up to 1 litre. The juice is between the marks for 200 and 300.',
    );
    expect(describeJug(0, 100, 'milk')).toBe(
      'Measuring jug, marks every 100 millilitres up to 1 litre. The jug is empty.',
    );
    expect(jugLevelText(250, 50, 'milk')).toBe('Jug: milk at the small mark just above 200.');
    expect(jugLevelText(270, 50, 'juice')).toBe('Jug: juice between the marks for 250 and 300.');
  });

  it('says the level after a pour', () => {
    expect(jugLevelText(1000, 100)).toBe(
      'Jug: water at the mark labelled 1 litre, 1000 millilitres.',
    );
    expect(jugLevelText(500, 100)).toBe('Jug: water at the mark labelled 500.');
    expect(jugLevelText(0, 50)).toBe('Jug: empty.');
  });

  it('leaves room for "1000 mL" beside its mark, inside the jug', () => {
    // A bold label in the app's rounded font is at most 0.7 em a character, 0.35 em a space
    // ("1000 mL" measures 68.1 px at 15 px in Chromium).
    const width = (text: string) =>
      [...text].reduce((ems, character) => ems + (character === ' ' ? 0.35 : 0.7), 0) *
      jugLabelSize;
    const jug = containerArt['measuring-jug'];
    const top = jugMarks(100).at(-1);
    expect(top?.labels).toEqual(['1000 mL', '1 L']);
    expect(jugLabelX + width('1000 mL') + 12).toBeLessThanOrEqual(jug.insideRight);
    expect(jugLabelX + width('900') + 12).toBeLessThanOrEqual(jug.insideRight);
  });

  it('draws the marks 20 px apart, 1 L at the brim line and 0 at the bottom', () => {
    expect(jugMarkY(1000)).toBe(42);
    expect(jugMarkY(0)).toBe(242);
    expect(jugMarkY(600) - jugMarkY(700)).toBe(20);
    expect(jugMarkY(350)).toBe(172);
  });
});

describe('fill mode', () => {
  it('adds and takes out 50 mL, kept inside the jug', () => {
    expect(fillKeyTarget(300, 'ArrowUp', {}, 1000)).toBe(350);
    expect(fillKeyTarget(300, 'ArrowDown', {}, 1000)).toBe(250);
    expect(fillKeyTarget(0, 'ArrowDown', {}, 1000)).toBe(0);
    expect(fillKeyTarget(1000, 'ArrowUp', {}, 1000)).toBe(1000);
    expect(fillKeyTarget(300, 'PageUp', {}, 1000)).toBe(400);
    expect(fillKeyTarget(300, 'End', {}, 1000)).toBe(1000);
    expect(fillKeyTarget(300, 'Home', {}, 1000)).toBe(0);
    expect(fillKeyTarget(300, 'Enter', {}, 1000)).toBeUndefined();
  });

  it('lands on a 50 mark from a level between marks', () => {
    expect(fillKeyTarget(330, 'ArrowUp', {}, 1000)).toBe(400);
    expect(fillKeyTarget(330, 'ArrowDown', {}, 1000)).toBe(300);
  });

  it('snaps a drag to the nearest 50 mL', () => {
    expect(amountAtFraction(0.34, 1000)).toBe(350);
    expect(amountAtFraction(0.32, 1000)).toBe(300);
    expect(amountAtFraction(1.2, 1000)).toBe(1000);
    expect(amountAtFraction(-1, 1000)).toBe(0);
  });

  it('says the amount', () => {
    expect(fillText(350)).toBe('350 millilitres.');
    expect(fillText(0)).toBe('0 millilitres.');
  });
});

describe('levels in the drawing', () => {
  it('draws a level by the share of the capacity, and finds it again', () => {
    const art = containerArt.glass;
    expect(containerLevelY(art, 0, 300)).toBe(art.bottomY);
    expect(containerLevelY(art, 300, 300)).toBe(art.brimY);
    expect(containerAmountAtY(art, containerLevelY(art, 150, 300), 300)).toBeCloseTo(150, 9);
    expect(levelFraction(150, 300)).toBe(0.5);
    expect(levelFraction(5, 0)).toBe(0);
  });
});

import { lessonShape, lessonTransition, createLesson } from '@lingos/kit';
import { describe, expect, it } from 'vitest';
import {
  balancePlacedText,
  balanceReady,
  balanceTap,
  balanceThings,
  checkRows,
  checkRowText,
  fixGapClips,
  fixGapStart,
  fixGapTap,
  gapRowText,
  layClipsText,
  lineUpObjects,
  lineUpTap,
  linedUpText,
  measurementBasicsLesson,
  measurementBasicsSteps,
  nowRightText,
  pourContainers,
  pourTap,
  ribbonClips,
} from './model';

describe('the steps', () => {
  it('are the five steps of measurements.md, word for word', () => {
    expect(measurementBasicsSteps.map((step) => step.prompt)).toEqual([
      'To compare lengths, line up the ends. Drag the pencil to the start line.',
      'The heavier thing pushes its pan down. Put the pumpkin and the apple on the pans, then tap the heavier one.',
      'To find which holds more, pour. Pour the cup into the jug.',
      'We can measure with paper clips. Lay them end to end, no gaps, no overlaps.',
      'Oops! This row has a gap, so it shows only 4. Tap the gap.',
    ]);
  });
});

describe('step 1: line up the ends', () => {
  it('before lining up, the crayon seems to reach further; lined up, the pencil does', () => {
    const { pencil, crayon } = lineUpObjects;
    expect(pencil.startCm + pencil.lengthCm).toBeLessThan(crayon.startCm + crayon.lengthCm);
    expect(pencil.lengthCm).toBeGreaterThan(crayon.lengthCm);
  });

  it('asks to line up first, then takes only the pencil', () => {
    expect(lineUpTap(false, 'pencil')).toEqual({
      said: 'Line up the ends first: drag the pencil to the start line.',
      done: false,
    });
    expect(lineUpTap(true, 'crayon').done).toBe(false);
    expect(lineUpTap(true, 'pencil')).toEqual({ said: linedUpText, done: true });
    expect(linedUpText).toBe(
      'Pencil and crayon, both starting at the line. The pencil reaches further: it is longer.',
    );
  });
});

describe('step 2: the balance', () => {
  it('needs one thing on each pan', () => {
    expect(balanceReady({ pumpkin: 'left', apple: 'right' })).toBe(true);
    expect(balanceReady({ pumpkin: 'left', apple: 'left' })).toBe(false);
    expect(balanceReady({ pumpkin: null, apple: 'right' })).toBe(false);
    expect(balancePlacedText({ pumpkin: 'right', apple: 'right' })).toBe(
      'Both are on the same pan. Put one thing on each pan.',
    );
    expect(balancePlacedText({ pumpkin: null, apple: 'left' })).toBe(
      'Now put the pumpkin on the other pan.',
    );
    expect(balancePlacedText({ pumpkin: 'right', apple: 'left' })).toBe(
      'The scale tips: the right pan, with the pumpkin, goes down. Tap the heavier one.',
    );
  });

  it('takes the heavier thing, by its hidden mass, once the scale has tipped', () => {
    expect(balanceThings.pumpkin.massG).toBeGreaterThan(balanceThings.apple.massG);
    expect(balanceTap({ pumpkin: null, apple: null }, 'pumpkin').done).toBe(false);
    expect(balanceTap({ pumpkin: 'left', apple: 'right' }, 'apple').done).toBe(false);
    expect(balanceTap({ pumpkin: 'left', apple: 'right' }, 'pumpkin')).toEqual({
      said: "The pumpkin's pan is down: the pumpkin is heavier.",
      done: true,
    });
  });
});

describe('step 3: pour', () => {
  it('the cup fits in the jug with room to spare, so the jug holds more', () => {
    expect(pourContainers.cup.capacityMl).toBeLessThan(pourContainers.jug.capacityMl);
    expect(pourTap('jug').done).toBe(true);
    expect(pourTap('cup').done).toBe(false);
  });
});

describe('step 4: paper clips along the ribbon', () => {
  it('counts each clip and is done at exactly 5', () => {
    expect(ribbonClips).toBe(5);
    expect(layClipsText(1)).toEqual({ said: '1 paper clip.', done: false });
    expect(layClipsText(4)).toEqual({ said: '4 paper clips.', done: false });
    expect(layClipsText(5)).toEqual({ said: '5 paper clips long.', done: true });
    expect(layClipsText(6)).toEqual({
      said: '6 paper clips. That one sticks out past the end of the ribbon. Take it off.',
      done: false,
    });
  });
});

describe('step 5: fix the gap', () => {
  it('starts as measurements.md describes it', () => {
    expect(fixGapStart).toEqual({ gapClosed: false, clips: 4 });
    expect(gapRowText(4, 2)).toBe('4 clips along the ribbon. Space between clip 2 and clip 3.');
  });

  it('a touching joint says so; the gap closes up; one more clip makes it right', () => {
    const touching = fixGapTap(fixGapStart, 1);
    expect(touching.state).toBe(fixGapStart);
    expect(touching.said).toBe('Clip 1 to clip 2: touching. Find the space between two clips.');
    expect(fixGapClips(fixGapStart, 5)).toMatchObject({ done: false, state: fixGapStart });

    const closed = fixGapTap(fixGapStart, 2);
    expect(closed.state).toEqual({ gapClosed: true, clips: 4 });
    expect(closed.said).toBe(
      'The clips close up. 4 paper clips do not reach the end: add one more.',
    );
    expect(fixGapClips(closed.state, 5)).toEqual({
      state: { gapClosed: true, clips: 5 },
      said: 'Now it is right: 5.',
      done: true,
    });
    expect(nowRightText).toBe('Now it is right: 5.');
    expect(fixGapClips(closed.state, 6).done).toBe(false);
  });
});

describe('the closing check', () => {
  const [question] = measurementBasicsLesson.check;

  it('shows a gap row, an overlap row and the right row, each reaching the whole spoon', () => {
    expect(question?.prompt).toBe('Which row measures the spoon the right way?');
    expect(question?.choices.map((choice) => choice.value).sort()).toEqual([
      'gap',
      'overlap',
      'right',
    ]);
    // 12 cm: 3 clips + a 3 cm gap, 4 clips, 5 clips − a 3 cm overlap.
    expect(checkRows.gap.clips * 3 + 3).toBe(12);
    expect(checkRows.right.clips * 3).toBe(12);
    expect(checkRows.overlap.clips * 3 - 3).toBe(12);
    expect(checkRowText(checkRows.gap)).toBe(
      '3 clips along the spoon. Space between clip 2 and clip 3.',
    );
    expect(checkRowText(checkRows.overlap)).toBe(
      '5 clips along the spoon. Clip 3 and clip 4 on top of each other.',
    );
  });

  it('has one right card; a miss names the mistake in the row picked', () => {
    const shape = lessonShape(measurementBasicsLesson);
    expect(shape.questions[0]?.correct).toEqual(['right']);
    expect(shape.questions[0]?.hints).toEqual({
      gap: 'This row has a space between two clips. That bit was not counted.',
      overlap: 'In this row two clips overlap. That bit is counted twice.',
    });
  });

  it('runs to completion: five steps, a miss, then the right row', () => {
    const shape = lessonShape(measurementBasicsLesson);
    let state = createLesson(shape);
    for (let index = 0; index < 5; index += 1) {
      state = lessonTransition(state, { type: 'step-done' }, shape).state;
      state = lessonTransition(state, { type: 'next' }, shape).state;
    }
    expect(state.part).toBe('check');
    state = lessonTransition(state, { type: 'select', value: 'overlap' }, shape).state;
    state = lessonTransition(state, { type: 'check' }, shape).state;
    expect(state.message).toBe('In this row two clips overlap. That bit is counted twice.');
    state = lessonTransition(state, { type: 'retry' }, shape).state;
    state = lessonTransition(state, { type: 'select', value: 'right' }, shape).state;
    state = lessonTransition(state, { type: 'check' }, shape).state;
    const last = lessonTransition(state, { type: 'next' }, shape);
    expect(last.completed).toBe(true);
  });
});

import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  layOut,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theNameOf } from '../../model/objects';
import { generateMeasureWithARuler, rulerObject, type MeasureWithARulerItem } from './model';
import MeasureWithARuler from './MeasureWithARuler';

const firstItem = (seed: number, step: number): MeasureWithARulerItem =>
  firstItemOf(generateMeasureWithARuler, step, seed);

function renderAt(step: number, seed: number, dark = false) {
  const lingo = <MeasureWithARuler conceptId="measurements" lingoId="lingo-2-1" seed={seed} />;
  return renderWithProviders(
    dark ? <div className={themeClass('default', true)}>{lingo}</div> : lingo,
    { autoRead: false, store: learnerAtStep('measurements', 'lingo-2-1', step) },
  );
}

const lengthBox = () => screen.getByRole('textbox', { name: /^(Length|How much longer)$/ });

/** Types a number in the pad's box and presses Enter to check it. */
async function typeAndCheck(user: UserEvent, value: number) {
  act(() => lengthBox().focus());
  await user.clear(lengthBox());
  await user.keyboard(`${value}{Enter}`);
}

describe('Measure with a Ruler', () => {
  it('step 1: reads "Pencil, left end at the ruler\'s 0 mark…"; the length typed is right', async () => {
    const user = userEvent.setup();
    const item = firstItem(7, 1);
    const [object] = item.objects;
    const { container } = renderAt(1, 7);
    expect(screen.getByText(item.prompt, { selector: 'p, h2, span' })).toBeInTheDocument();
    const name =
      object!.id === 'bead-string'
        ? 'Bead string'
        : object!.id.replace(/^./, (c) => c.toUpperCase());
    expect(
      screen.getByRole('img', {
        name: `${name}, left end at the ruler's 0 mark, right end at the ${object!.lengthCm} mark.`,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('slider')).toBeNull();
    await expectNoA11yViolations(container);
    await typeAndCheck(user, object!.lengthCm);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(`is ${object!.lengthCm} centimetres long`);
    await expectNoA11yViolations(container);
  });

  it('step 1: one more than the length (the marks counted) gets the spaces hint', async () => {
    const user = userEvent.setup();
    const item = firstItem(7, 1);
    renderAt(1, 7);
    await typeAndCheck(user, item.answer + 1);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      'Count the spaces between marks. From 0 to 1 is one centimetre.',
    );
  });

  it('step 2: not lined up gets "Put the 0 at the end…"; lined up by arrows, the length is right', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 2),
      (item) => item.rulerStartCm < 0,
    );
    const item = firstItem(seed, 2);
    const { container } = renderAt(2, seed);
    const ruler = () => screen.getByRole('slider', { name: 'Ruler' });
    const away = -item.rulerStartCm;
    expect(ruler().getAttribute('aria-valuetext')).toMatch(
      new RegExp(`^Ruler's 0 is ${away} centimetres left of the .+'s end\\.$`),
    );
    await expectNoA11yViolations(container);
    // Read without lining up: the far end is at the length + the gap.
    await typeAndCheck(user, item.answer + away);
    expect(feedback()).toHaveTextContent(
      'Put the 0 at the end of the object, not the edge of the ruler.',
    );
    // The hint's picture: the 0 is lit.
    expect(container.querySelector('[data-mark="0"] circle')).not.toBeNull();
    // Checked, the ruler stays (read-only) and lies still; trying again, it moves again.
    expect(ruler()).toHaveAttribute('aria-disabled', 'true');
    act(() => ruler().focus());
    await user.keyboard('{ArrowRight}');
    expect(ruler().getAttribute('aria-valuetext')).toMatch(
      new RegExp(`^Ruler's 0 is ${away} centimetres left of`),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(ruler()).not.toHaveAttribute('aria-disabled');
    await tabTo(user, ruler());
    for (let press = 0; press < away; press += 1) await user.keyboard('{ArrowRight}');
    expect(ruler().getAttribute('aria-valuetext')).toMatch(/^Ruler's 0 is at the .+'s end\.$/);
    await typeAndCheck(user, item.answer);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 2: says kindly where the ends are while the ruler is right of the object', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 2),
      (item) => item.rulerStartCm > 0 && item.answer > item.rulerStartCm,
    );
    const item = firstItem(seed, 2);
    const [object] = item.objects;
    const theName = theNameOf(rulerObject(object!.id));
    const The = theName.replace(/^t/, 'T');
    renderAt(2, seed);
    // measurements.md's form would read "left end at before the 0 mark": a sentence instead.
    expect(
      screen.getByRole('img', {
        name: `${The}'s left end is before the ruler's 0. Its right end is at the ${item.answer - item.rulerStartCm} mark.`,
      }),
    ).toBeInTheDocument();
    await tabTo(user, screen.getByRole('slider', { name: 'Ruler' }));
    for (let press = 0; press < item.rulerStartCm; press += 1) await user.keyboard('{ArrowLeft}');
    const noun = theName.replace(/^the /, '').replace(/^./, (letter) => letter.toUpperCase());
    expect(
      screen.getByRole('img', {
        name: `${noun}, left end at the ruler's 0 mark, right end at the ${item.answer} mark.`,
      }),
    ).toBeInTheDocument();
  });

  it('step 2: a ruler 8 cm right of the object lies whole on the lane, its 20 in sight', () => {
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 2),
      (item) => item.rulerStartCm === 8,
    );
    // The Ruler's root (its stage holds the drawing) gets a desktop's 840 px.
    const undo = layOut((element) =>
      element.firstElementChild?.firstElementChild?.matches('svg[role="img"]')
        ? { left: 0, top: 0, width: 840, height: 200 }
        : undefined,
    );
    try {
      const { container } = renderAt(2, seed);
      const svg = container.querySelector('svg[role="img"]');
      const body = container.querySelector('[data-ruler-last] > rect');
      const width = Number(svg?.getAttribute('width'));
      expect(width).toBeLessThanOrEqual(840);
      const right = Number(body?.getAttribute('x')) + Number(body?.getAttribute('width'));
      expect(right).toBeLessThanOrEqual(width);
      const mark = (value: number) =>
        Number(container.querySelector(`[data-mark="${value}"] line`)?.getAttribute('x1'));
      expect(mark(20)).toBeLessThan(width);
      // At the largest scale that holds the 28 cm lane: more than 26 px per cm in 840 px.
      expect(mark(1) - mark(0)).toBeGreaterThan(26);
    } finally {
      undo();
    }
  });

  it('step 3: the ribbon stretched to the target mark by keys and the Longer button', async () => {
    const user = userEvent.setup();
    const item = firstItem(5, 3);
    const { container } = renderAt(3, 5);
    expect(screen.getByText(`Make the ribbon ${item.targetCm} cm long.`)).toBeInTheDocument();
    const end = screen.getByRole('slider', { name: 'Ribbon end' });
    expect(end).toHaveAttribute('aria-valuetext', 'Ribbon ends at the 0 mark.');
    await expectNoA11yViolations(container);
    await user.click(screen.getByRole('button', { name: 'Longer' }));
    expect(end).toHaveAttribute('aria-valuenow', '1');
    await tabTo(user, end);
    for (let mark = 1; mark < item.answer; mark += 1) await user.keyboard('{ArrowRight}');
    expect(end).toHaveAttribute('aria-valuetext', `Ribbon ends at the ${item.answer} mark.`);
    await tabTo(user, screen.getByRole('button', { name: 'Check' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(`The ribbon ends at the ${item.answer} mark.`);
    // Checked: the ribbon and its buttons stay, read-only; the checked length stays put.
    const longer = screen.getByRole('button', { name: 'Longer' });
    expect(longer).toHaveAttribute('aria-disabled', 'true');
    expect(end).toHaveAttribute('aria-disabled', 'true');
    await user.click(longer);
    act(() => end.focus());
    await user.keyboard('{ArrowLeft}');
    expect(end).toHaveAttribute('aria-valuetext', `Ribbon ends at the ${item.answer} mark.`);
  });

  it('step 4: two objects from 0; longer − shorter is right, a length gets the step 4 hint', async () => {
    const user = userEvent.setup();
    const item = firstItem(11, 4);
    const [longer, shorter] = item.objects;
    const { container } = renderAt(4, 11);
    const drawing = screen.getByRole('img', { name: /left end at the ruler's 0 mark/ });
    expect(drawing.getAttribute('aria-label')).toContain(
      `right end at the ${longer!.lengthCm} mark.`,
    );
    expect(drawing.getAttribute('aria-label')).toContain(
      `right end at the ${shorter!.lengthCm} mark.`,
    );
    await expectNoA11yViolations(container);
    await typeAndCheck(user, longer!.lengthCm);
    expect(feedback()).toHaveTextContent(
      'Line them up at 0. Count the centimetres that only the longer one reaches.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await typeAndCheck(user, item.answer);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('two misses in a row show a worked example on the ruler, without the pad', async () => {
    const user = userEvent.setup();
    renderAt(1, 7);
    // No object of step 1 is 99 cm long: two items missed in a row.
    await typeAndCheck(user, 99);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await typeAndCheck(user, 99);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    expect(document.querySelector('li[aria-current="step"]')).toHaveTextContent(
      /^Put the 0 at the left end of the /,
    );
    // The ruler is lined up and its 0 pointed at; nothing to type.
    expect(document.querySelector('[data-mark="0"] circle')).not.toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(document.querySelector('li[aria-current="step"]')).toHaveTextContent(
      /^Look at its other end: it is at the \d+ mark\.$/,
    );
  });

  it('has no axe violations in dark mode (the draggable ruler and the ribbon)', async () => {
    const { container, unmount } = renderAt(2, 3, true);
    expect(screen.getByRole('slider', { name: 'Ruler' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
    unmount();
    const ribbon = renderAt(3, 3, true);
    expect(screen.getByRole('slider', { name: 'Ribbon end' })).toBeInTheDocument();
    await expectNoA11yViolations(ribbon.container);
  });
});

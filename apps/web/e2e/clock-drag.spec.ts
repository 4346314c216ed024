import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pointerDown, pointerMove, pointerUp, useInput, type InputMode } from './input';
import { lingoPath } from './time-helpers';

/**
 * A dragged clock hand points where the finger is (the angle from the clock's centre to the
 * pointer), wherever on the hand, or on the face near it, the drag began. Played with the
 * mouse and with a finger, from several offsets from the hand's centre line.
 */

const CLOCK_VIEW = 240;

interface Face {
  readonly centre: { x: number; y: number };
  readonly scale: number;
}

async function faceOf(clock: Locator): Promise<Face> {
  // The clock's group may be the svg itself (a clock to set) or hold it.
  const svg = clock.locator('xpath=descendant-or-self::*[local-name()="svg"]').first();
  // In the middle of the screen, clear of the sticky header.
  await svg.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await svg.boundingBox();
  if (!box) throw new Error('The clock is not on screen');
  return {
    centre: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    scale: box.width / CLOCK_VIEW,
  };
}

/** A point at an angle (clockwise from 12) and a radius (clock units), moved sideways (CSS px). */
function pointAt(face: Face, degrees: number, radius: number, sideways = 0) {
  const radians = (degrees * Math.PI) / 180;
  const r = radius * face.scale;
  return {
    x: face.centre.x + r * Math.sin(radians) + sideways * Math.cos(radians),
    y: face.centre.y - r * Math.cos(radians) + sideways * Math.sin(radians),
  };
}

/** Presses at `from`, goes round the face to `toDegrees` in small steps, and lets go there. */
async function dragAround(
  page: Page,
  face: Face,
  from: { x: number; y: number },
  fromDegrees: number,
  toDegrees: number,
): Promise<void> {
  await pointerDown(page, from);
  const steps = 12;
  for (let index = 1; index <= steps; index += 1) {
    await pointerMove(
      page,
      pointAt(face, fromDegrees + ((toDegrees - fromDegrees) * index) / steps, 75),
    );
  }
  await pointerUp(page);
}

const modes: readonly { mode: Exclude<InputMode, 'keyboard'>; use: object }[] = [
  { mode: 'mouse', use: { viewport: { width: 1280, height: 900 } } },
  { mode: 'touch', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
];

for (const { mode, use } of modes) {
  test.describe(`a clock hand follows the ${mode === 'touch' ? 'finger' : 'mouse'}`, () => {
    test.use(use);
    test.beforeEach(({ page }) => useInput(page, mode));

    test('Set the Time: the long hand ends at the pointer from any offset, or from the face', async ({
      page,
    }) => {
      await page.goto(lingoPath('lingo-1-2'));
      const clock = page.getByRole('group', { name: 'Your clock' });
      const minuteHand = clock.getByRole('slider', { name: 'Minute hand' });
      await expect(minuteHand).toBeVisible();
      const face = await faceOf(clock);
      // Each drag starts beside the long hand (its centre line ± up to 12 px), or on the face
      // 15° from it, and ends on a number: the hand must point at that number.
      const targets = [15, 45, 30, 0, 20];
      const offsets = [-12, -6, 6, 12, 0];
      for (const [index, minute] of targets.entries()) {
        const now = Number(await minuteHand.getAttribute('aria-valuenow'));
        const handAngle = now * 6;
        const sideways = offsets[index] as number;
        const onFace = index === targets.length - 1;
        // On the face: 15° from the long hand, on the side away from the short hand, and
        // beyond the short hand's reach, so the long hand is the one near the press.
        const hour = Number(
          await clock.getByRole('slider', { name: 'Hour hand' }).getAttribute('aria-valuenow'),
        );
        const hourAngle = ((hour % 12) * 60 + now) * 0.5;
        const away = ((hourAngle - handAngle + 540) % 360) - 180 > 0 ? -15 : 15;
        const from = onFace
          ? pointAt(face, handAngle + away, 95)
          : pointAt(face, handAngle, 70, sideways);
        const to =
          minute * 6 <= handAngle - 180
            ? minute * 6 + 360
            : minute * 6 > handAngle + 180
              ? minute * 6 - 360
              : minute * 6;
        await dragAround(page, face, from, handAngle, to);
        await expect(minuteHand, `the long hand at the ${minute / 5 || 12}`).toHaveAttribute(
          'aria-valuenow',
          String(minute),
        );
      }
    });

    test('Clock Basics, step 3: a grab 8 px beside the long hand, dragged onto the 12, makes o’clock', async ({
      page,
    }) => {
      await page.goto(lingoPath('lingo-1-0'));
      const lesson = page.getByRole('region', { name: 'Lesson' });
      const next = lesson.getByRole('button', { name: 'Next', exact: true });
      // Step 1: tap the 12. Step 2: the hour hand to 3 by its slider's keys… with the pointer.
      await lesson.getByRole('button', { name: '12', exact: true }).click();
      await next.click();
      const clock = lesson.getByRole('group', { name: 'Clock' });
      const face = await faceOf(clock);
      await pointerDown(page, pointAt(face, 0, 50));
      for (const degrees of [30, 60, 90]) await pointerMove(page, pointAt(face, degrees, 50));
      await pointerUp(page);
      await expect(lesson).toHaveAttribute('data-state', 'correct');
      await next.click();
      // Step 3: 5:20, the long hand at 120°. Pressed 8 px beside it, dragged onto the 12.
      const minuteHand = lesson.getByRole('slider', { name: 'Minute hand' });
      await expect(minuteHand).toHaveAttribute('aria-valuenow', '20');
      const stepFace = await faceOf(lesson.getByRole('group', { name: 'Clock' }));
      await pointerDown(page, pointAt(stepFace, 120, 70, 8));
      for (const degrees of [100, 80, 60, 40, 20, 10]) {
        await pointerMove(page, pointAt(stepFace, degrees, 70));
      }
      await pointerMove(page, pointAt(stepFace, 0, 70));
      await pointerUp(page);
      await expect(minuteHand).toHaveAttribute('aria-valuenow', '0');
      await expect(lesson).toHaveAttribute('data-state', 'correct');
      await expect(lesson.locator('[data-part="feedback"]')).toContainText(
        "You made 5:00, 5 o'clock.",
      );
    });
  });
}

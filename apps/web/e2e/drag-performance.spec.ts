import type { Locator, Page } from '@playwright/test';
import { availableParallelism, loadavg } from 'node:os';
import { expect, test } from './fixtures';
import {
  addToFace,
  faceMinutes,
  formatDigital,
  openLingo,
  practice,
  setClockByKeyboard,
  sliderValue,
  type Face,
} from './time-helpers';

/**
 * Dragging AnalogClock's minute hand with the mouse on Set the Time: smooth on a slow
 * device (4× CPU throttling: no long task, i.e. no main-thread task over 50 ms, while the
 * hand goes round and round), continuous across 12 (the hour follows the turns), and
 * geared both ways.
 */

/** The clock's geometry on screen: its centre and the radius of the minute hand's knob. */
interface Geometry {
  readonly x: number;
  readonly y: number;
  /** Where to hold the long hand: its knob, 84/240 of the face's width from the centre. */
  readonly radius: number;
}

async function geometry(clock: Locator): Promise<Geometry> {
  // The whole face must be in the viewport, or moves past its edge reach nothing.
  await clock.scrollIntoViewIfNeeded();
  await expect(clock).toBeInViewport({ ratio: 1 });
  const box = await clock.boundingBox();
  if (!box) throw new Error('The clock is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, radius: (box.width * 84) / 240 };
}

/** The point at an angle (degrees clockwise from 12) on the long hand's circle. */
function pointAt({ x, y, radius }: Geometry, degrees: number): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  return { x: x + radius * Math.sin(radians), y: y - radius * Math.cos(radians) };
}

async function readFace(clock: Locator): Promise<Face> {
  return {
    hour: await sliderValue(clock.getByRole('slider', { name: 'Hour hand' })),
    minute: await sliderValue(clock.getByRole('slider', { name: 'Minute hand' })),
  };
}

/** Presses on the long hand's knob and moves the mouse round the face in small steps. */
async function dragMinuteHand(
  page: Page,
  at: Geometry,
  fromDegrees: number,
  toDegrees: number,
  stepDegrees = 3,
): Promise<void> {
  const start = pointAt(at, fromDegrees);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const direction = Math.sign(toDegrees - fromDegrees);
  for (let angle = fromDegrees; angle !== toDegrees;) {
    angle =
      direction > 0
        ? Math.min(toDegrees, angle + stepDegrees)
        : Math.max(toDegrees, angle - stepDegrees);
    const point = pointAt(at, angle);
    await page.mouse.move(point.x, point.y);
  }
  await page.mouse.up();
}

/** Opens Set the Time and returns its clock ("Your clock") once it can be dragged. */
async function openSetTheTime(page: Page): Promise<Locator> {
  await openLingo(page, 'lingo-1-2', 'Set the Time');
  await expect(practice(page)).toHaveAttribute('data-state', 'answering');
  const clock = practice(page).getByRole('group', { name: 'Your clock' });
  await expect(clock.getByRole('slider', { name: 'Minute hand' })).toBeVisible();
  return clock;
}

// A viewport tall enough for the whole clock under the prompt.
test.use({ viewport: { width: 1280, height: 1000 } });

test('clockwise past 12 the hour moves on; counter-clockwise it goes back', async ({ page }) => {
  const clock = await openSetTheTime(page);
  const hourHand = clock.getByRole('slider', { name: 'Hour hand' });
  const minuteHand = clock.getByRole('slider', { name: 'Minute hand' });
  await setClockByKeyboard(page, clock, { hour: 2, minute: 50 });
  const at = await geometry(clock);

  // 2:50 → through 12 (3:00) → 3:05: the long hand from the 10 (300°) to the 1 (390°).
  const start = pointAt(at, 300);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let angle = 303; angle <= 360; angle += 3) {
    const point = pointAt(at, angle);
    await page.mouse.move(point.x, point.y);
  }
  // Still held, at 12: the hour has already moved on.
  await expect(hourHand).toHaveAttribute('aria-valuenow', '3');
  await expect(minuteHand).toHaveAttribute('aria-valuenow', '0');
  for (let angle = 363; angle <= 390; angle += 3) {
    const point = pointAt(at, angle);
    await page.mouse.move(point.x, point.y);
  }
  await page.mouse.up();
  await expect(hourHand).toHaveAttribute('aria-valuenow', '3');
  await expect(minuteHand).toHaveAttribute('aria-valuenow', '5');
  await expect(hourHand).toHaveAttribute('aria-valuetext', 'is just past 3');

  // And back: 3:05 → through 12 → 2:50.
  await dragMinuteHand(page, at, 30, -60);
  await expect(hourHand).toHaveAttribute('aria-valuenow', '2');
  await expect(minuteHand).toHaveAttribute('aria-valuenow', '50');
  await expect(hourHand).toHaveAttribute('aria-valuetext', 'is close to 3');

  // Two whole turns back: two hours earlier, the long hand where it was.
  await dragMinuteHand(page, at, 300, 300 - 720, 6);
  await expect(hourHand).toHaveAttribute('aria-valuenow', '12');
  await expect(minuteHand).toHaveAttribute('aria-valuenow', '50');

  // A drag alone is never an answer: the session still waits for Check.
  await expect(practice(page)).toHaveAttribute('data-state', 'answering');
});

/** What the page saw during one drag. */
interface DragProbe {
  longTasks: { start: number; duration: number }[];
  moves: number;
  frames: number;
}

/** Counts, in the page, pointer moves, animation frames and every long task. */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe: DragProbe = { longTasks: [], moves: 0, frames: 0 };
    (window as unknown as { dragProbe: DragProbe }).dragProbe = probe;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
    document.addEventListener('pointermove', () => (probe.moves += 1), { passive: true });
    const frame = () => {
      probe.frames += 1;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  // The observer works: a deliberate 80 ms task of the page's own (a timer, not a DevTools
  // call) is seen; it comes before any drag, so it is left out of the figures.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          const until = performance.now() + 80;
          while (performance.now() < until) {
            // busy
          }
          resolve();
        }, 0);
      }),
  );
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { dragProbe: DragProbe }).dragProbe.longTasks.length,
      ),
    )
    .toBeGreaterThan(0);
}

/**
 * One circular drag of the long hand: round and round clockwise in small 6° steps (12 px at
 * the knob, one whole minute each), for at least 2 s and at least 3 whole turns, so 12 is
 * crossed 3 times or more. Checks that the time followed every turn; returns the figures.
 */
async function circularDrag(page: Page, clock: Locator, at: Geometry) {
  const startFace = await readFace(clock);
  const since = await page.evaluate(() => {
    const probe = (window as unknown as { dragProbe: DragProbe }).dragProbe;
    probe.moves = 0;
    probe.frames = 0;
    return performance.now();
  });
  const startAngle = startFace.minute * 6;
  const first = pointAt(at, startAngle);
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  const began = Date.now();
  let angle = startAngle;
  let moves = 0;
  while (Date.now() - began < 2_000 || angle - startAngle < 3 * 360) {
    angle += 6;
    const point = pointAt(at, angle);
    await page.mouse.move(point.x, point.y);
    moves += 1;
  }
  await page.mouse.up();
  const heldMs = Date.now() - began;
  const turned = angle - startAngle;

  // The hand followed the pointer through every turn: the time moved 1 minute per 6°.
  const expected = addToFace(startFace, turned / 6);
  await expect(clock.getByRole('slider', { name: 'Minute hand' })).toHaveAttribute(
    'aria-valuenow',
    String(expected.minute),
  );
  expect(formatDigital(await readFace(clock))).toBe(formatDigital(expected));
  expect(faceMinutes(await readFace(clock))).toBe(faceMinutes(expected));

  const probe = await page.evaluate((from) => {
    const seen = (window as unknown as { dragProbe: DragProbe }).dragProbe;
    return {
      ...seen,
      longTasks: seen.longTasks.filter((task) => task.start + task.duration >= from),
    };
  }, since);
  const durations = probe.longTasks.map((task) => Math.round(task.duration));
  return {
    durations,
    figures: {
      cpuThrottling: '4x',
      machineLoad: `${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} CPUs`,
      dragMs: heldMs,
      mouseMovesSent: moves,
      pointerMovesSeen: probe.moves,
      framesDuringDrag: probe.frames,
      turns: Number((turned / 360).toFixed(2)),
      longTasks: durations.length,
      maxLongTaskMs: durations.length ? Math.max(...durations) : 0,
      totalBlockingMs: durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    },
  };
}

test('a 2 s circular drag at 4× CPU throttling has no long task', async ({ page }, testInfo) => {
  const clock = await openSetTheTime(page);
  const at = await geometry(clock);
  await installProbe(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    // Two drags at most: the 2 cores are shared (the other worker, other jobs), and a task
    // preempted by them looks long under 4× throttling. A long task the app causes itself
    // shows in both drags.
    let durations: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const drag = await circularDrag(page, clock, at);
      durations = drag.durations;
      const line = JSON.stringify({ attempt, ...drag.figures });
      console.log(`Drag figures (Set the Time, minute hand): ${line}`);
      testInfo.annotations.push({ type: 'drag figures', description: line });
      if (durations.length === 0) break;
    }
    // Throttling models a slow device, not a machine whose cores other jobs hold: when the
    // load is far above the core count (over 3 runnable jobs per core), tasks are preempted
    // and the figures mean nothing.
    const load = loadavg()[0] ?? 0;
    test.skip(
      durations.length > 0 && load > 3 * availableParallelism(),
      `machine overloaded (load ${load.toFixed(1)} on ${availableParallelism()} CPUs): long-task budget not judged`,
    );
    expect(durations, 'long tasks (> 50 ms) during the drag, in ms').toEqual([]);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
});

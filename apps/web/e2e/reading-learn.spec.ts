import { expectNoAxeViolations, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput, type InputMode } from './input';
import {
  expectLingoFrame,
  expectNoSidewaysScroll,
  openFromConceptPage,
  waitForToast,
} from './lingo-helpers';
import { playClueFinders, playReadersToolbox, playTheBigIdea } from './reading-learn-helpers';

/**
 * Reading's Learn Lingos (The Big Idea 1-0, Clue Finders 2-0, Reader's
 * Toolbox 3-0) played to completed: with the
 * keyboard alone on a 320 px screen, a wrong answer at every step and a missed closing check
 * (The Big Idea's second text comes up); then with the mouse alone on a desktop (the first card dragged) and with a finger
 * alone on a phone in dark mode, each pointer test proving from the page that no other input
 * was used. Every answer is read from the page (see reading-learn-helpers.ts).
 */

const bigIdea = { concept: 'reading', level: 1, id: 'lingo-1-0' } as const;
const clueFinders = { concept: 'reading', level: 2, id: 'lingo-2-0' } as const;
const toolbox = { concept: 'reading', level: 3, id: 'lingo-3-0' } as const;

test.describe('Reading Learn Lingos by keyboard alone, on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test('The Big Idea: every step with a mistake and its hint, the check missed once, to completed', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openFromConceptPage(page, bigIdea, 'The Big Idea (Learn)', 'The Big Idea');
    await expectLingoFrame(page, 'The Big Idea');
    await playTheBigIdea(page, {
      mistakes: true,
      onStep: async (step) => {
        await expectNoSidewaysScroll(page, `The Big Idea, step ${step}`);
        if ([1, 3, 5].includes(step))
          await expectNoAxeViolations(page, `The Big Idea, step ${step}`);
      },
    });
    await waitForToast(page, 'Lesson complete!');
    await expectNoAxeViolations(page, 'The Big Idea, completed');
  });

  test('Clue Finders: every step with a mistake and its hint, a check missed once, to completed', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openFromConceptPage(page, clueFinders, 'Clue Finders (Learn)', 'Clue Finders');
    await expectLingoFrame(page, 'Clue Finders');
    await playClueFinders(page, {
      mistakes: true,
      onStep: async (step) => {
        await expectNoSidewaysScroll(page, `Clue Finders, step ${step}`);
        if ([1, 3.5, 5].includes(step))
          await expectNoAxeViolations(page, `Clue Finders, step ${step}`);
      },
    });
    await waitForToast(page, 'Lesson complete!');
    await expectNoAxeViolations(page, 'Clue Finders, completed');
  });

  test("Reader's Toolbox: every step with a mistake and its hint, a check missed once, to completed", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openFromConceptPage(page, toolbox, "Reader's Toolbox (Learn)", "Reader's Toolbox");
    await expectLingoFrame(page, "Reader's Toolbox");
    await playReadersToolbox(page, {
      mistakes: true,
      onStep: async (step) => {
        await expectNoSidewaysScroll(page, `Reader's Toolbox, step ${step}`);
        if ([1, 2].includes(step))
          await expectNoAxeViolations(page, `Reader's Toolbox, step ${step}`);
        if (step === 5.5) await expectNoAxeViolations(page, "Reader's Toolbox, step 5 done");
      },
    });
    await waitForToast(page, 'Lesson complete!');
    await expectNoAxeViolations(page, "Reader's Toolbox, completed");
  });
});

const pointers: ReadonlyArray<{
  readonly mode: Exclude<InputMode, 'keyboard'>;
  readonly use: Parameters<typeof test.use>[0];
}> = [
  { mode: 'mouse', use: { viewport: { width: 1280, height: 800 } } },
  {
    mode: 'touch',
    use: {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      colorScheme: 'dark',
    },
  },
];

for (const { mode, use } of pointers) {
  test.describe(`Reading Learn Lingos with the ${mode} alone`, () => {
    test.use(use);

    test(`The Big Idea, Clue Finders and Reader's Toolbox with the ${mode}, to completed`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      useInput(page, mode);
      await watchInput(page);
      await openFromConceptPage(page, bigIdea, 'The Big Idea (Learn)', 'The Big Idea');
      await playTheBigIdea(page, {
        mistakes: mode === 'mouse',
        drag: mode === 'mouse',
        onStep: (step) => expectNoSidewaysScroll(page, `step ${step}`),
      });
      await waitForToast(page, 'Lesson complete!');
      await expectNoAxeViolations(page, `The Big Idea, completed by ${mode}`);
      await expectOnlyInput(page, mode);

      await openFromConceptPage(page, clueFinders, 'Clue Finders (Learn)', 'Clue Finders');
      await playClueFinders(page, {
        mistakes: mode === 'touch',
        onStep: (step) => expectNoSidewaysScroll(page, `step ${step}`),
      });
      await waitForToast(page, 'Lesson complete!');
      await expectNoAxeViolations(page, `Clue Finders, completed by ${mode}`);
      await expectOnlyInput(page, mode);

      await openFromConceptPage(page, toolbox, "Reader's Toolbox (Learn)", "Reader's Toolbox");
      await playReadersToolbox(page, {
        onStep: (step) => expectNoSidewaysScroll(page, `step ${step}`),
      });
      await waitForToast(page, 'Lesson complete!');
      await expectNoAxeViolations(page, `Reader's Toolbox, completed by ${mode}`);
      await expectOnlyInput(page, mode);
    });
  });
}

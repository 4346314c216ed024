import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  learnerAtStep,
  pickCard,
  pressButton,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { generateMoreThanOne, pluralOf, type MoreThanOneItem, type MoreThanOneTask } from './model';
import MoreThanOne from './MoreThanOne';

const lingo = { conceptId: 'words', lingoId: 'lingo-2-6' } as const;
const firstItem = (seed: number, step: number): MoreThanOneItem =>
  firstItemOf(generateMoreThanOne, step, seed);
type TaskOf<Kind extends MoreThanOneTask['kind']> = Extract<MoreThanOneTask, { kind: Kind }>;

function renderAt(step: number, seed: number, dark = false) {
  return renderWithProviders(
    <div className={themeClass('default', dark)}>
      <MoreThanOne {...lingo} seed={seed} />
    </div>,
    { store: learnerAtStep('words', 'lingo-2-6', step), autoRead: false },
  );
}

describe('More Than One', () => {
  it('step 1: three of a thing; the plural card picked with the keyboard', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const task = firstItem(seed, 1).task as TaskOf<'pick'>;
    const { container } = renderAt(1, seed);
    expect(screen.getByText('Here are three. Which word tells about them?')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: `Picture: three ${pluralOf(task.word.word)}.` }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await pickCard(user, screen.getByRole('radio', { name: pluralOf(task.word.word) }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(`: ${pluralOf(task.word.word)}.`);
  });

  it('step 2: too little (foxs) gets the extra-beat hint, and the tile slides back', async () => {
    const user = userEvent.setup();
    const seed =
      [...Array(200).keys()].find(
        (each) => (firstItem(each, 2).task as TaskOf<'ending'>).word.ending === 'es',
      ) ?? 0;
    const task = firstItem(seed, 2).task as TaskOf<'ending'>;
    const { container } = renderAt(2, seed, true);
    await expectNoA11yViolations(container);
    const endings = screen.getByRole('region', { name: 'Endings' });
    await tabTo(user, within(endings).getByRole('button', { name: 'Part tile: s, suffix' }));
    await user.keyboard('{Enter}');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      `Say it: ${task.word.word}-es. Hear the extra beat? Words that end in s, x, z, sh or ch get -es.`,
    );
    expect(
      within(endings).getByRole('button', { name: 'Part tile: s, suffix' }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('step 3: a misplaced plural bounces back with its hint; the right ones stay', async () => {
    const user = userEvent.setup();
    const seed = 6;
    const task = firstItem(seed, 3).task as TaskOf<'sort'>;
    const { container } = renderAt(3, seed);
    await expectNoA11yViolations(container);
    const [wrong, ...rest] = task.words;
    if (!wrong) throw new Error('no words');
    const sortInto = async (plural: string, bin: string) => {
      await tabTo(
        user,
        screen.getByRole('button', { name: new RegExp(`^Word \\d of 6: ${plural}$`) }),
      );
      await user.keyboard('{Enter}');
      await tabTo(user, screen.getByRole('button', { name: new RegExp(`^${bin} bin`) }));
      await user.keyboard('{Enter}');
    };
    await sortInto(pluralOf(wrong.word), wrong.ending === 'es' ? '-s' : '-es');
    for (const each of rest) await sortInto(pluralOf(each.word), `-${each.ending}`);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      wrong.ending === 'es' ? `Say it: ${wrong.word}-es.` : `so just add -s: ${wrong.word}s.`,
    );
    const tray = screen.getByRole('group', { name: 'Words to sort' });
    expect(within(tray).getAllByRole('button')).toHaveLength(1);
    await expectNoA11yViolations(container);
  });

  it('two misses in a row: the worked example ends with the right ending in its slot', async () => {
    const user = userEvent.setup();
    const { container } = renderAt(2, 8);
    /** The wrong ending tile for the word on screen, by words.md's rule said again here. */
    const missOnce = async () => {
      const group = screen.getByRole('group', { name: /^One \w+, two… Which ending\?$/ });
      const word = /^One (\w+),/.exec(group.getAttribute('aria-label') ?? '')?.[1] ?? '';
      const wrong = /(s|x|z|sh|ch)$/.test(word) ? 's' : 'e s';
      await user.click(
        within(screen.getByRole('region', { name: 'Endings' })).getByRole('button', {
          name: `Part tile: ${wrong}, suffix`,
        }),
      );
      await pressButton(user, 'Check');
      expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    };
    await missOnce();
    await pressButton(user, 'Next');
    await missOnce();
    expect(feedback()).toHaveTextContent("Let's work through one together.");
    await pressButton(user, 'Next');
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    expect(screen.queryByRole('button', { name: /, slot 1$/ })).not.toBeInTheDocument();
    await expectNoA11yViolations(container);
    await pressButton(user, 'Next');
    await pressButton(user, 'Next');
    const group = screen.getByRole('group', { name: /^One \w+, two… Which ending\?$/ });
    const word = /^One (\w+),/.exec(group.getAttribute('aria-label') ?? '')?.[1] ?? '';
    const right = /(s|x|z|sh|ch)$/.test(word) ? 'e s' : 's';
    expect(screen.getByRole('button', { name: `${right}, slot 1` })).toBeInTheDocument();
  });

  it('step 4: the plural typed on the keyboard', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const task = firstItem(seed, 4).task as TaskOf<'build'>;
    const { container } = renderAt(4, seed);
    expect(screen.getByText(task.word.word)).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await tabTo(
      user,
      within(screen.getByRole('region', { name: 'Tiles' })).getAllByRole(
        'button',
      )[0] as HTMLElement,
    );
    await user.keyboard(pluralOf(task.word.word));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(
      `${[...pluralOf(task.word.word)].join(', ')}: ${pluralOf(task.word.word)}.`,
    );
  });
});

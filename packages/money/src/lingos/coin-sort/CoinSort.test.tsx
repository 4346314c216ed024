import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pieceLook } from '../../model/describe';
import { coinIds, pieces } from '../../model/pieces';
import { binFor, generateCoinSort, thingName, type CoinSortItem } from './model';
import CoinSort from './CoinSort';

const firstItem = (seed: number, step: number): CoinSortItem =>
  firstItemOf(generateCoinSort, step, seed);

const binButton = (label: string): HTMLElement =>
  screen.getByRole('button', { name: new RegExp(`^${label} bin`) });

/** Enter on a thing, then Enter on a bin: the keyboard's tap-tap. */
async function sortInto(user: UserEvent, name: string, binLabel: string) {
  await tabTo(user, screen.getByRole('button', { name }));
  await user.keyboard('{Enter}');
  await tabTo(user, binButton(binLabel));
  await user.keyboard('{Enter}');
}

describe('Coin Sort', () => {
  it('sorts a whole round by keyboard; right drops lock; Check confirms it', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(seed, 1);
    const { container } = renderWithProviders(
      <CoinSort conceptId="money" lingoId="lingo-1-2" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Coin Sort' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
    expect(screen.queryByRole('button', { name: 'Check' })).toSatisfy(
      (check: HTMLElement | null) =>
        check === null || check.getAttribute('aria-disabled') === 'true',
    );
    for (const thing of item.things) {
      const bin = item.bins.find((each) => each.id === binFor(item, thing));
      await sortInto(user, thingName(item, thing), bin?.label ?? '');
    }
    const last = item.bins[item.bins.length - 1];
    expect(
      within(screen.getByRole('group', { name: last?.label })).getAllByRole('listitem').length,
    ).toBeGreaterThan(0);
    await tabTo(user, screen.getByRole('button', { name: 'Check' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('a dime dropped with the nickels bounces back with M-SIZE', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 1),
      (item) => item.bins.map((bin) => bin.id).join() === 'nickel,dime',
    );
    const item = firstItem(seed, 1);
    const { container } = renderWithProviders(
      <CoinSort conceptId="money" lingoId="lingo-1-2" seed={seed} />,
      { autoRead: false },
    );
    const dime = item.things.find((thing) => thing.pieces[0] === 'dime');
    const name = thingName(item, dime as CoinSortItem['things'][number]);
    await sortInto(user, name, 'Nickels');
    expect(screen.getByRole('group', { name: 'To sort' })).toContainElement(
      screen.getByRole('button', { name }),
    );
    expect(screen.getByText('The dime is the smaller one, with the ship.')).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('a round with a bounce is right but not first-try: the hint of the deviation shows', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 4),
      (item) =>
        item.bins.some((bin) => bin.id === 'value-100') &&
        item.things.some((thing) => thing.pieces.join() === 'nickel,nickel,nickel,nickel,nickel'),
    );
    const item = firstItem(seed, 4);
    renderWithProviders(<CoinSort conceptId="money" lingoId="lingo-1-2" seed={seed} />, {
      store: learnerAtStep('money', 'lingo-1-2', 4),
      autoRead: false,
    });
    const nickels = item.things.find(
      (thing) => thing.pieces.join() === 'nickel,nickel,nickel,nickel,nickel',
    ) as CoinSortItem['things'][number];
    expect(thingName(item, nickels)).toMatch(/^Group \d of 6: 5 nickels$/);
    await sortInto(user, thingName(item, nickels), '\\$1\\.00');
    expect(screen.getByText("5 nickels: 5, 10, 15, 20, 25. That's 25 cents.")).toBeInTheDocument();
    for (const thing of item.things) {
      const bin = item.bins.find((each) => each.id === binFor(item, thing));
      await sortInto(user, thingName(item, thing), (bin?.label ?? '').replace(/[$.]/g, '\\$&'));
    }
    await tabTo(user, screen.getByRole('button', { name: 'Check' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(
      'All sorted! Next time, try to put each one in the right bin the first time.',
    );
  });

  it('two bounced sorts in a row show the worked example: the coins go into their bins one by one', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <CoinSort conceptId="money" lingoId="lingo-1-2" seed={5} />,
      {
        store: learnerAtStep('money', 'lingo-1-2', 1),
        autoRead: false,
      },
    );
    const coinBy = (look: string) => coinIds.find((coin) => pieceLook(coin) === look) ?? coinIds[0];
    for (let round = 1; round <= 2; round += 1) {
      const tray = screen.getByRole('group', { name: 'To sort' });
      const bins = screen
        .getAllByRole('button', { name: / bin/ })
        .map((bin) => (bin.getAttribute('aria-label') ?? '').replace(/ bin.*$/, ''));
      let bounced = false;
      for (;;) {
        const next = within(tray).queryAllByRole('button', { name: /^Coin \d of 6: / })[0];
        if (!next) break;
        const name = next.getAttribute('aria-label') ?? next.firstElementChild?.textContent ?? '';
        const right = pieces[coinBy(name.replace(/^Coin \d of 6: /, ''))].compartment;
        if (!bounced) {
          // The first coin first goes into the other bin, and bounces back.
          await sortInto(user, name, bins.find((bin) => bin !== right) ?? '');
          expect(within(tray).getByRole('button', { name })).toBeInTheDocument();
          bounced = true;
        }
        await sortInto(user, name, right);
      }
      await tabTo(user, screen.getByRole('button', { name: 'Check' }));
      await user.keyboard('{Enter}');
      expect(sessionSection()).toHaveAttribute('data-state', 'correct');
      if (round === 1) {
        expect(screen.queryByText("Let's work through one together.")).toBeNull();
        await user.keyboard('{Enter}');
      }
    }
    // The second bounced sort in a row: the worked example comes next.
    expect(screen.getByText("Let's work through one together.")).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    const sorted = () =>
      screen
        .getAllByRole('button', { name: / bin/ })
        .map(
          (bin) => within(bin.closest('[role="group"]') ?? bin).queryAllByRole('listitem').length,
        )
        .reduce((total, count) => total + count, 0);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      /Into (Nickels|Dimes|Quarters|Loonies|Toonies)\. 5 left\.$/,
    );
    expect(sorted()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(sorted()).toBe(2);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(/4 left\.$/);
    await expectNoA11yViolations(container);
  });
});

import {
  expectNoA11yViolations,
  layOut,
  mockMatchMedia,
  renderWithProviders,
  spokenTexts,
  type TestBox,
} from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findObject } from '../../model/objects';
import { BalanceScale } from './BalanceScale';
import { BalanceWeighing } from './BalanceWeighing';
import {
  balanceItems,
  itemsOn,
  massesOf,
  type BalanceItem,
  type BalanceObject,
} from './balanceModel';

function bank(id: string): BalanceObject {
  const object = findObject(id);
  if (!object) throw new Error(`No object "${id}" in the bank`);
  return object;
}

const apple = bank('apple');
// The art set has no pumpkin: it is drawn as a round outline with its name.
const pumpkin = bank('pumpkin');
const rock = bank('rock');
const balloon = bank('balloon');

function announcement(): string {
  return document.querySelector('[data-part="announcement"]')?.textContent?.trim() ?? '';
}

function summary(): string {
  return document.querySelector('[data-part="summary"]')?.textContent ?? '';
}

function scaleRoot(): HTMLElement {
  return screen.getByRole('group', { name: 'Balance scale' });
}

function dndAnnounced(): string {
  return [...document.querySelectorAll('[aria-live="assertive"]')]
    .map((region) => region.textContent)
    .join(' ');
}

/** jsdom has no layout: the pans side by side on top, the tray under them, stacks in rows. */
function pansAboveTray(element: HTMLElement): TestBox | undefined {
  const place = element.closest<HTMLElement>('[data-pan], [data-place="tray"]');
  if (!place) return undefined;
  const left = place.dataset.pan === 'right' ? 220 : 0;
  const top = place.dataset.place === 'tray' ? 300 : 0;
  const slot = element.closest('li');
  if (slot?.parentElement && place.contains(slot)) {
    const index = [...slot.parentElement.children].indexOf(slot);
    return { left: left + 10 + index * 60, top: top + 40, width: 50, height: 50 };
  }
  return place.dataset.place === 'tray'
    ? { left: 0, top, width: 400, height: 120 }
    : { left, top, width: 180, height: 160 };
}

describe('BalanceScale, loading the pans', () => {
  it('balances an apple with 100 g masses by tapping (3-0 step 1)', async () => {
    const user = userEvent.setup();
    const onLevel = vi.fn();
    const { container, engine } = renderWithProviders(
      <BalanceScale
        defaultItems={balanceItems({ left: [apple], tray: massesOf(100, 3) })}
        onLevel={onLevel}
      />,
    );
    expect(scaleRoot()).toHaveAttribute('data-balance', 'left');
    await user.click(screen.getByRole('button', { name: '100 g mass, 3 in the tray' }));
    expect(announcement()).toBe('Put a 100-gram mass on the right pan. The left pan is down.');
    expect(onLevel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '100 g mass, 2 in the tray' }));
    expect(announcement()).toBe(
      'Put a 100-gram mass on the right pan. Level: both sides are the same.',
    );
    expect(spokenTexts(engine)).toContain(
      'Put a 100-gram mass on the right pan. Level: both sides are the same.',
    );
    expect(onLevel).toHaveBeenCalledTimes(1);
    expect(scaleRoot()).toHaveAttribute('data-balance', 'level');
    expect(summary()).toBe('Scale level. Left pan: an apple. Right pan: two 100-gram masses.');
    expect(scaleRoot()).toHaveAccessibleDescription(
      'Scale level. Left pan: an apple. Right pan: two 100-gram masses.',
    );
    expect(container.querySelector('[data-tilt]')).toHaveAttribute('data-tilt', '0');
    const right = screen.getByRole('list', { name: 'On the right pan' });
    expect(
      within(right).getByRole('button', { name: '100 g mass, 2 on the right pan' }),
    ).toBeVisible();
    await expectNoA11yViolations(container);
  });

  it('plays by keyboard: arrows choose, Enter puts on a pan, Delete takes the last one off', async () => {
    const user = userEvent.setup();
    const onItemsChange = vi.fn();
    renderWithProviders(
      <BalanceScale
        defaultItems={balanceItems({ tray: [pumpkin, apple] })}
        onItemsChange={onItemsChange}
      />,
    );
    // The tab order: each pan's dish, then the tray.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Use the left pan' })).toHaveFocus();
    await user.tab();
    await user.tab();
    const pumpkinStack = screen.getByRole('button', { name: 'A pumpkin, in the tray' });
    expect(pumpkinStack).toHaveFocus();
    expect(pumpkinStack).toHaveTextContent('pumpkin');
    await user.keyboard('[Enter]');
    expect(announcement()).toBe('Put a pumpkin on the left pan. The left pan is down.');
    await user.keyboard('[ArrowRight]');
    expect(screen.getByRole('button', { name: 'An apple, in the tray' })).toHaveFocus();
    await user.keyboard('[Enter]');
    // An empty pan takes the next thing: the apple goes on the right.
    expect(announcement()).toBe('Put an apple on the right pan. The left pan is down.');
    expect(summary()).toBe(
      'Scale tipped: left pan down with a pumpkin, right pan up with an apple.',
    );
    const [latest] = onItemsChange.mock.lastCall ?? [];
    expect(itemsOn(latest as BalanceItem[], 'right').map((item) => item.thing)).toEqual([apple]);
    await user.keyboard('[Delete]');
    expect(announcement()).toBe('Took an apple off the right pan. The left pan is down.');
    await user.keyboard('[Backspace]');
    expect(announcement()).toBe('Took a pumpkin off the left pan. Level: both sides are the same.');
    await user.keyboard('[Delete]');
    expect(announcement()).toBe('Nothing to take off.');
  });

  it('puts masses on the Lingo’s target pan, and on a pan the child chooses', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <BalanceScale
        defaultItems={balanceItems({ tray: [...massesOf(100, 2), 500] })}
        targetPan="right"
      />,
    );
    await user.click(screen.getByRole('button', { name: '500 g mass, 1 in the tray' }));
    expect(announcement()).toBe('Put a 500-gram mass on the right pan. The right pan is down.');
    // Escape lets go of the mass just put on, so the left dish chooses the pan.
    await user.keyboard('[Escape]');
    await user.click(screen.getByRole('button', { name: 'Use the left pan' }));
    expect(announcement()).toBe('Things go on the left pan now.');
    expect(screen.getByRole('button', { name: 'Use the left pan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: '100 g mass, 2 in the tray' }));
    expect(announcement()).toBe('Put a 100-gram mass on the left pan. The right pan is down.');
    await user.click(screen.getByRole('button', { name: '100 g mass, 1 in the tray' }));
    expect(announcement()).toBe('Put a 100-gram mass on the left pan. The right pan is down.');
    expect(summary()).toBe(
      'Scale tipped: right pan down with a 500-gram mass, left pan up with two 100-gram masses.',
    );
  });

  it('moves the thing just put on to the other pan when that pan is tapped next', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BalanceScale defaultItems={balanceItems({ tray: [rock, balloon] })} />);
    await user.click(screen.getByRole('button', { name: 'A rock, in the tray' }));
    expect(announcement()).toBe('Put a rock on the left pan. The left pan is down.');
    await user.click(screen.getByRole('button', { name: 'Move a rock to the right pan' }));
    expect(announcement()).toBe('Moved a rock to the right pan. The right pan is down.');
    expect(summary()).toBe(
      'Scale tipped: right pan down with a rock, left pan up with nothing on it.',
    );
    expect(scaleRoot()).toHaveAttribute('data-balance', 'right');
    expect(Number(document.querySelector('[data-tilt]')?.getAttribute('data-tilt'))).toBe(18);
  });

  it('takes a tapped thing off with "Take off", and Delete on a pan stack takes one off', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <BalanceScale
        defaultItems={balanceItems({ left: [apple], tray: massesOf(100, 3) })}
        targetPan="right"
      />,
    );
    const hundred = () => screen.getByRole('button', { name: /^100 g mass, \d in the tray$/ });
    await user.click(hundred());
    await user.click(hundred());
    await user.click(hundred());
    // The mass just put on stays chosen; a tap on its stack lets go, another chooses it.
    const stack = screen.getByRole('button', { name: '100 g mass, 3 on the right pan' });
    expect(stack).toHaveAttribute('aria-pressed', 'true');
    await user.click(stack);
    expect(stack).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: /^Take / })).toBeNull();
    await user.click(stack);
    expect(stack).toHaveAttribute('aria-pressed', 'true');
    const takeOff = screen.getByRole('button', {
      name: 'Take off: a 100-gram mass, from the right pan',
    });
    // Its name starts with the words it shows (axe's label-content-name-mismatch).
    expect(takeOff).toHaveTextContent(/^Take off$/);
    await expectNoA11yViolations(scaleRoot());
    await user.click(takeOff);
    expect(announcement()).toBe(
      'Took a 100-gram mass off the right pan. Level: both sides are the same.',
    );
    const two = screen.getByRole('button', { name: '100 g mass, 2 on the right pan' });
    act(() => two.focus());
    await user.keyboard('[Delete]');
    expect(announcement()).toBe('Took a 100-gram mass off the right pan. The left pan is down.');
    await user.keyboard('[Delete]');
    expect(announcement()).toBe('Took a 100-gram mass off the right pan. The left pan is down.');
    // The stack is gone: the focus goes to the pan's dish.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Use the right pan' })).toHaveFocus(),
    );
  });

  it('keeps the Lingo’s object on its pan', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <BalanceScale defaultItems={balanceItems({ left: [apple], tray: massesOf(100, 1) })} />,
    );
    const appleStack = screen.getByRole('button', { name: 'An apple, on the left pan' });
    act(() => appleStack.focus());
    await user.keyboard('[Delete]');
    expect(announcement()).toBe('An apple stays on the scale.');
    expect(summary()).toContain('left pan down with an apple');
  });

  it('says so when a stack is empty, and a double tap puts on only what there is', async () => {
    const user = userEvent.setup();
    const onItemsChange = vi.fn();
    renderWithProviders(
      <BalanceScale
        defaultItems={balanceItems({ tray: massesOf(1000, 1) })}
        onItemsChange={onItemsChange}
      />,
    );
    await user.dblClick(screen.getByRole('button', { name: '1 kg mass, 1 in the tray' }));
    expect(onItemsChange).toHaveBeenCalledTimes(1);
    expect(announcement()).toBe('No 1 kg masses left in the tray.');
    expect(
      screen.getByRole('button', { name: '1 kg mass, none left in the tray' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps its things when disabled', async () => {
    const user = userEvent.setup();
    const onItemsChange = vi.fn();
    renderWithProviders(
      <BalanceScale
        defaultItems={balanceItems({ tray: massesOf(100, 2) })}
        onItemsChange={onItemsChange}
        disabled
      />,
    );
    await user.click(screen.getByRole('button', { name: '100 g mass, 2 in the tray' }));
    expect(onItemsChange).not.toHaveBeenCalled();
  });
});

describe('BalanceScale, answering', () => {
  it('makes each pan an answer to "Which is heavier?" (1-1 step 1)', async () => {
    const user = userEvent.setup();
    const onPanTap = vi.fn();
    const { container, rerender } = renderWithProviders(
      <BalanceScale items={balanceItems({ left: [rock], right: [balloon] })} onPanTap={onPanTap} />,
    );
    expect(summary()).toBe('Scale tipped: left pan down with a rock, right pan up with a balloon.');
    const left = screen.getByRole('button', { name: 'Left pan, down: a rock' });
    await user.click(screen.getByRole('button', { name: 'Right pan, up: a balloon' }));
    expect(onPanTap).toHaveBeenLastCalledWith('right');
    await user.click(left);
    expect(onPanTap).toHaveBeenLastCalledWith('left');
    await expectNoA11yViolations(container);
    rerender(
      <BalanceScale
        items={balanceItems({ left: [rock], right: [balloon] })}
        onPanTap={onPanTap}
        chosenPan="left"
        chosenMark="correct"
      />,
    );
    const chosen = screen.getByRole('button', { name: 'Left pan, down: a rock' });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(chosen).toHaveAttribute('data-mark', 'correct');
    await expectNoA11yViolations(container);
  });
});

describe('BalanceScale, drawn sizes', () => {
  /** The width a stack's picture is drawn at, in px. */
  const pictureWidth = (stack: HTMLElement): number =>
    Number(stack.querySelector('svg')?.getAttribute('width'));

  it('draws a big-but-light beach ball bigger than a rock, and the rock still goes down', () => {
    const beachBall = { ...bank('beach-ball'), drawnSize: 5 as const };
    renderWithProviders(
      <BalanceScale
        items={balanceItems({ left: [beachBall], right: [{ ...rock, drawnSize: 2 }] })}
        onPanTap={() => {}}
      />,
    );
    const ball = screen.getByRole('button', { name: 'Left pan, up: a beach ball' });
    const stone = screen.getByRole('button', { name: 'Right pan, down: a rock' });
    expect(pictureWidth(ball)).toBe(80);
    expect(pictureWidth(stone)).toBe(48);
    expect(scaleRoot()).toHaveAttribute('data-balance', 'right');
  });

  it('takes sizes by id from the scale for objects that carry none; 56 px otherwise', () => {
    renderWithProviders(
      <BalanceScale
        defaultItems={balanceItems({ tray: [balloon, rock, apple] })}
        drawnSizes={{ balloon: 4, rock: 1 }}
      />,
    );
    expect(pictureWidth(screen.getByRole('button', { name: 'A balloon, in the tray' }))).toBe(68);
    expect(pictureWidth(screen.getByRole('button', { name: 'A rock, in the tray' }))).toBe(40);
    expect(pictureWidth(screen.getByRole('button', { name: 'An apple, in the tray' }))).toBe(56);
  });

  it('draws a weighing picture’s objects at their sizes too, a little smaller', () => {
    render(<BalanceWeighing left={[apple]} right={[rock]} drawnSizes={{ apple: 5 }} />);
    const widths = [...document.querySelectorAll('[data-drawn-size] svg')].map((svg) =>
      Number(svg.getAttribute('width')),
    );
    expect(widths).toEqual([64, 45]);
  });
});

describe('BalanceScale, motion', () => {
  it('marks itself still when the child prefers reduced motion', () => {
    const media = mockMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    try {
      renderWithProviders(<BalanceScale defaultItems={balanceItems({ left: [rock] })} />);
      expect(scaleRoot()).toHaveAttribute('data-motion', 'reduced');
    } finally {
      media.restore();
    }
  });

  it('tilts with motion otherwise, the left end down for a heavier left pan', () => {
    renderWithProviders(<BalanceScale defaultItems={balanceItems({ left: [rock] })} />);
    expect(scaleRoot()).toHaveAttribute('data-motion', 'full');
    expect(document.querySelector('[data-tilt]')).toHaveAttribute('data-tilt', '-18');
  });
});

describe('BalanceScale, in a dark theme', () => {
  it('passes axe loaded, answering and with the tray', async () => {
    const { container } = renderWithProviders(
      <div className={themeClass('default', true)}>
        <BalanceScale defaultItems={balanceItems({ left: [1000], tray: massesOf(100, 10) })} />
        <BalanceScale
          items={balanceItems({ left: [rock], right: [balloon] })}
          onPanTap={() => {}}
        />
      </div>,
    );
    await expectNoA11yViolations(container);
  });
});

describe('BalanceWeighing', () => {
  it('is a still picture named by the scale in words', async () => {
    const { container } = render(<BalanceWeighing left={[apple]} right={[rock]} />);
    expect(
      screen.getByRole('img', {
        name: 'Scale tipped: right pan down with a rock, left pan up with an apple.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoA11yViolations(container);
  });

  it('draws large, as an item’s main picture: its things at the scale’s own size', () => {
    const box = { id: 'box', name: 'a box', picture: 'package', shape: 'box', massG: 300 } as const;
    const { rerender } = render(<BalanceWeighing left={[box, box]} right={[500, 100]} />);
    const widths = () =>
      [...document.querySelectorAll('[data-drawn-size] svg, svg[data-mass]')].map((svg) =>
        Number(svg.getAttribute('width')),
      );
    expect(screen.getByRole('img')).toHaveAttribute('data-size', 'small');
    expect(widths()).toEqual([45, 45, 58, 55]);
    rerender(<BalanceWeighing left={[box, box]} right={[500, 100]} size="large" />);
    expect(screen.getByRole('img')).toHaveAttribute('data-size', 'large');
    expect(widths()).toEqual([56, 56, 72, 69]);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Scale level. Left pan: two boxes. Right pan: a 500-gram mass and a 100-gram mass.',
    );
  });

  it('takes a title that numbers it', () => {
    render(<BalanceWeighing left={[100, 100]} right={[200]} title="Weighing 1" />);
    expect(
      screen.getByRole('img', {
        name: 'Weighing 1. Scale level. Left pan: two 100-gram masses. Right pan: a 200-gram mass.',
      }),
    ).toHaveTextContent('Weighing 1');
    expect(document.querySelector('[data-tilt]')).toHaveAttribute('data-tilt', '0');
  });
});

describe('BalanceScale, dragging by keyboard', () => {
  let restoreLayout = () => {};
  beforeEach(() => {
    restoreLayout = layOut(pansAboveTray);
  });
  afterEach(() => restoreLayout());

  it('picks up a mass, carries it to a pan and back to the tray', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BalanceScale defaultItems={balanceItems({ tray: [500] })} />);
    act(() => screen.getByRole('button', { name: '500 g mass, 1 in the tray' }).focus());
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(dndAnnounced()).toContain('Picked up a 500-gram mass.');
    await user.keyboard('[ArrowRight]');
    await act(async () => {});
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(announcement()).toBe('Put a 500-gram mass on the left pan. The left pan is down.');
    act(() => screen.getByRole('button', { name: '500 g mass, 1 on the left pan' }).focus());
    await user.keyboard('[Space]');
    await act(async () => {});
    await user.keyboard('[ArrowLeft]');
    await act(async () => {});
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(announcement()).toBe(
      'Took a 500-gram mass off the left pan. Level: both sides are the same.',
    );
  });
});

// Last in the file: after a mouse drag, dnd-kit swallows every click for a moment (so the
// drop is not also a tap), which would eat the first click of a test that followed.
describe('BalanceScale, mouse drags', () => {
  let restoreLayout = () => {};
  beforeEach(() => {
    restoreLayout = layOut(pansAboveTray);
  });
  afterEach(() => restoreLayout());

  it('changes nothing for a drag cancelled half way or dropped outside every pan', async () => {
    const user = userEvent.setup();
    const onItemsChange = vi.fn();
    renderWithProviders(
      <BalanceScale
        defaultItems={balanceItems({ tray: [200, 500] })}
        onItemsChange={onItemsChange}
      />,
    );
    act(() => screen.getByRole('button', { name: '200 g mass, 1 in the tray' }).focus());
    await user.keyboard('[Space]');
    await act(async () => {});
    await user.keyboard('[ArrowRight]');
    await act(async () => {});
    await user.keyboard('[Escape]');
    await act(async () => {});
    const five = screen.getByRole('button', { name: '500 g mass, 1 in the tray' });
    await user.pointer([
      { keys: '[MouseLeft>]', target: five, coords: { clientX: 95, clientY: 360 } },
      { target: five, coords: { clientX: 200, clientY: 500 } },
      { target: five, coords: { clientX: 900, clientY: 900 } },
      { keys: '[/MouseLeft]', target: five, coords: { clientX: 900, clientY: 900 } },
    ]);
    await act(async () => {});
    expect(onItemsChange).not.toHaveBeenCalled();
    expect(summary()).toBe('Scale level. Both pans are empty.');
  });

  it('drops a mass onto the right pan with the mouse', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BalanceScale defaultItems={balanceItems({ tray: [200] })} />);
    const two = screen.getByRole('button', { name: '200 g mass, 1 in the tray' });
    await user.pointer([
      { keys: '[MouseLeft>]', target: two, coords: { clientX: 35, clientY: 360 } },
      { target: two, coords: { clientX: 150, clientY: 200 } },
      { target: two, coords: { clientX: 300, clientY: 80 } },
      { keys: '[/MouseLeft]', target: two, coords: { clientX: 300, clientY: 80 } },
    ]);
    await act(async () => {});
    expect(announcement()).toBe('Put a 200-gram mass on the right pan. The right pan is down.');
  });
});

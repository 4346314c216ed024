import {
  expectNoA11yViolations,
  layOut,
  mockMatchMedia,
  renderWithProviders,
  setBox,
  spokenTexts,
  type TestBox,
} from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findObject, type MeasureObject } from '../../model/objects';
import { Containers } from './Containers';
import { containerOf, findContainer, measuringJug, type ContainerState } from './containerModel';

function bank(id: string): MeasureObject {
  const object = findObject(id);
  if (!object) throw new Error(`No object "${id}" in the bank`);
  return object;
}

function announcement(): string {
  return document.querySelector('[data-part="announcement"]')?.textContent?.trim() ?? '';
}

function summary(): string {
  return document.querySelector('[data-part="summary"]')?.textContent ?? '';
}

function root(): HTMLElement {
  return screen.getByRole('group', { name: 'Containers' });
}

const fullCup = () => containerOf(bank('cup'), { amount: 'full' });
const emptyJug = () => containerOf(bank('jug'));

describe('Containers, pouring', () => {
  it('pours the cup into the jug with the Pour button; the jug is not full (1-0 step 3)', async () => {
    const user = userEvent.setup();
    const onPour = vi.fn();
    const onContainersChange = vi.fn();
    const { container, engine } = renderWithProviders(
      <Containers
        defaultContainers={[fullCup(), emptyJug()]}
        onPour={onPour}
        onContainersChange={onContainersChange}
      />,
    );
    expect(summary()).toBe('Cup: full. Jug: empty.');
    await expectNoA11yViolations(container);
    await user.click(screen.getByRole('button', { name: 'Pour the cup into the jug' }));
    expect(announcement()).toBe('Poured the cup into the jug. The jug is not full.');
    expect(spokenTexts(engine)).toContain('Poured the cup into the jug. The jug is not full.');
    expect(summary()).toBe('Cup: empty. Jug: some water, not full.');
    expect(onPour).toHaveBeenCalledWith(
      expect.objectContaining({ outcome: 'poured', poured: 250 }),
      1,
    );
    const [after] = onContainersChange.mock.lastCall ?? [];
    expect(findContainer(after as ContainerState[], 'jug')?.amount).toBe(250);
    await expectNoA11yViolations(container);
  });

  it('pours with Enter on the cup, and a second press finds it empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Containers defaultContainers={[fullCup(), emptyJug()]} />);
    await user.tab();
    const cup = screen.getByRole('button', { name: 'Cup: full. Pour it into the jug' });
    expect(cup).toHaveFocus();
    await user.keyboard('[Enter]');
    expect(announcement()).toBe('Poured the cup into the jug. The jug is not full.');
    await user.keyboard('[Enter]');
    expect(announcement()).toBe('The cup is empty: there is nothing to pour.');
  });

  it('stops at the brim and says what is left (pouring into a full container)', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Containers
        defaultContainers={[containerOf(bank('jug'), { amount: 'full' }), containerOf(bank('cup'))]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Pour the jug into the cup' }));
    expect(announcement()).toBe('The cup is full; some is left in the jug.');
    expect(summary()).toBe('Jug: some water, not full. Cup: full.');
    await user.dblClick(screen.getByRole('button', { name: 'Pour the jug into the cup' }));
    expect(announcement()).toBe('The cup is already full.');
  });

  it('counts cups into the jug, refilling the cup each time (3-2 step 2)', async () => {
    const user = userEvent.setup();
    const onPour = vi.fn();
    renderWithProviders(
      <Containers defaultContainers={[fullCup(), emptyJug()]} refill={['cup']} onPour={onPour} />,
    );
    const pourButton = screen.getByRole('button', { name: 'Pour the cup into the jug' });
    await user.click(pourButton);
    expect(announcement()).toBe('1 cup poured. The jug is not full yet.');
    await user.click(pourButton);
    await user.click(pourButton);
    expect(announcement()).toBe('3 cups poured. The jug is not full yet.');
    await user.click(pourButton);
    expect(announcement()).toBe('4 cups poured. The jug is full.');
    expect(summary()).toBe('Cup: full. Jug: full.');
    await user.click(pourButton);
    expect(announcement()).toBe('The jug is already full.');
    expect(onPour).toHaveBeenLastCalledWith(expect.objectContaining({ outcome: 'target-full' }), 4);
  });

  it('shows the pour, then settles; with reduced motion it only settles', async () => {
    const user = userEvent.setup();
    const { container, unmount } = renderWithProviders(
      <Containers defaultContainers={[fullCup(), emptyJug()]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Pour the cup into the jug' }));
    expect(root()).toHaveAttribute('data-state', 'pouring');
    expect(container.querySelector('[data-part="stream"]')).not.toBeNull();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'idle'));
    expect(container.querySelector('[data-part="stream"]')).toBeNull();
    unmount();
    const media = mockMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    try {
      renderWithProviders(<Containers defaultContainers={[fullCup(), emptyJug()]} />);
      await user.click(screen.getByRole('button', { name: 'Pour the cup into the jug' }));
      expect(root()).toHaveAttribute('data-motion', 'reduced');
      expect(root()).toHaveAttribute('data-state', 'idle');
      expect(announcement()).toBe('Poured the cup into the jug. The jug is not full.');
    } finally {
      media.restore();
    }
  });

  it('reads the measuring jug after the milk carton is poured in (3-0 step 3)', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <Containers
        defaultContainers={[containerOf(bank('milk-carton'), { amount: 'full' }), measuringJug()]}
      />,
    );
    const jug = screen.getByRole('img', {
      name: 'Measuring jug, marks every 100 millilitres up to 1 litre. The jug is empty.',
    });
    expect(jug).toHaveTextContent('100200300400500600700800900');
    expect(container.querySelector('[data-mark="1000"]')).toHaveTextContent('1000 mL1 L');
    await user.click(
      screen.getByRole('button', { name: 'Pour the milk carton into the measuring jug' }),
    );
    expect(announcement()).toBe(
      'Poured the milk carton into the measuring jug. Jug: water at the mark labelled 1 litre, 1000 millilitres.',
    );
    expect(
      screen.getByRole('img', {
        name: 'Measuring jug, marks every 100 millilitres up to 1 litre. Water reaches the mark labelled 1 litre, 1000 millilitres.',
      }),
    ).toBeInTheDocument();
  });
});

describe('Containers, liquids', () => {
  it('draws and says milk: "Milk reaches the mark labelled 1 litre…" (3-0 pours milk)', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <Containers
        defaultContainers={[containerOf(bank('glass-of-milk'), { amount: 'full' }), measuringJug()]}
        liquid="milk"
      />,
    );
    await user.click(
      screen.getByRole('button', { name: 'Pour the glass of milk into the measuring jug' }),
    );
    expect(announcement()).toBe(
      'Poured the glass of milk into the measuring jug. Jug: milk between the marks for 200 and 300.',
    );
    expect(summary()).toBe(
      'Glass of milk: empty. Measuring jug, marks every 100 millilitres up to 1 litre. The milk is between the marks for 200 and 300.',
    );
    for (const drawing of container.querySelectorAll('svg[data-liquid]')) {
      expect(drawing).toHaveAttribute('data-liquid', 'milk');
    }
    await expectNoA11yViolations(container);
  });

  it('colours each liquid its own way, and says juice in a plain container', () => {
    const colourOf = (liquid?: 'milk' | 'juice') => {
      const { container, unmount } = renderWithProviders(
        <Containers
          containers={[{ ...emptyJug(), amount: 500 }]}
          pours={[]}
          {...(liquid ? { liquid } : {})}
        />,
      );
      const fill = container.querySelector('[data-part="liquid"]')?.getAttribute('class');
      const text = summary();
      unmount();
      return { fill, text };
    };
    const water = colourOf();
    const milk = colourOf('milk');
    const juice = colourOf('juice');
    expect(new Set([water.fill, milk.fill, juice.fill]).size).toBe(3);
    expect(water.text).toBe('Jug: some water, not full.');
    expect(juice.text).toBe('Jug: some juice, not full.');
  });
});

describe('Containers, answering', () => {
  it('makes each container an answer to "Which holds more?"', async () => {
    const user = userEvent.setup();
    const onContainerTap = vi.fn();
    const vase = containerOf(bank('vase'), { amount: 'full' });
    const bowl = containerOf(bank('bowl'));
    const { container, rerender } = renderWithProviders(
      <Containers defaultContainers={[vase, bowl]} onContainerTap={onContainerTap} />,
    );
    await user.click(screen.getByRole('button', { name: 'Bowl. Bowl: empty.' }));
    expect(onContainerTap).toHaveBeenLastCalledWith('bowl');
    // The pour still works from its button, to find out.
    await user.click(screen.getByRole('button', { name: 'Pour the vase into the bowl' }));
    expect(announcement()).toBe('Poured the vase into the bowl. The bowl is not full.');
    await expectNoA11yViolations(container);
    rerender(
      <Containers
        defaultContainers={[vase, bowl]}
        onContainerTap={onContainerTap}
        chosenId="bowl"
        chosenMark="correct"
      />,
    );
    const chosen = screen.getByRole('button', { name: /^Bowl\./ });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(chosen).toHaveAttribute('data-mark', 'correct');
    await expectNoA11yViolations(container);
  });
});

describe('Containers, fill mode', () => {
  it('fills by keys: Up adds 50 mL, Down takes 50 out, and says the amount (3-2 step 4)', async () => {
    const user = userEvent.setup();
    const onFillChange = vi.fn();
    const { container, engine } = renderWithProviders(
      <Containers
        defaultContainers={[measuringJug({ marks: 50 })]}
        fillId="measuring-jug"
        onFillChange={onFillChange}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Measuring jug' });
    expect(slider).toHaveAttribute('aria-valuetext', '0 millilitres');
    expect(slider).toHaveAttribute('aria-valuemax', '1000');
    await user.tab();
    expect(slider).toHaveFocus();
    for (let press = 0; press < 7; press += 1) await user.keyboard('[ArrowUp]');
    expect(slider).toHaveAttribute('aria-valuenow', '350');
    expect(slider).toHaveAttribute('aria-valuetext', '350 millilitres');
    expect(announcement()).toBe('350 millilitres.');
    expect(spokenTexts(engine)).toContain('350 millilitres.');
    expect(onFillChange).toHaveBeenLastCalledWith(350);
    await user.keyboard('[ArrowDown]');
    expect(slider).toHaveAttribute('aria-valuenow', '300');
    expect(summary()).toBe(
      'Measuring jug, marks every 50 millilitres, labelled every 100, up to 1 litre. Water reaches the mark labelled 300.',
    );
    await user.keyboard('[End]');
    expect(slider).toHaveAttribute('aria-valuenow', '1000');
    await user.keyboard('[ArrowUp]');
    expect(announcement()).toBe('The measuring jug is full. 1000 millilitres.');
    await expectNoA11yViolations(container);
  });

  it('fills with the +/− buttons, which repeat while held', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Containers defaultContainers={[measuringJug({ amount: 100 })]} fillId="measuring-jug" />,
    );
    const add = screen.getByRole('button', { name: 'Add 50 millilitres' });
    await user.click(add);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '150');
    const takeOut = screen.getByRole('button', { name: 'Take out 50 millilitres' });
    await user.click(takeOut);
    await user.click(takeOut);
    await user.click(takeOut);
    await user.click(takeOut);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
    expect(announcement()).toBe('The measuring jug is empty.');
  });

  it('sets the water where a finger drags it, snapped to 50 mL', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const { container } = renderWithProviders(
        <Containers defaultContainers={[measuringJug()]} fillId="measuring-jug" />,
      );
      const svg = container.querySelector('svg') as SVGSVGElement;
      // Drawn at its natural size: 1 unit = 1 px; the bottom is at 242, 1 L at 42.
      setBox(svg, { left: 0, top: 0, width: 162, height: 248 });
      const slider = screen.getByRole('slider', { name: 'Measuring jug' });
      fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 70, clientY: 230 });
      expect(root()).toHaveAttribute('data-state', 'filling');
      fireEvent.pointerMove(slider, { pointerId: 1, clientX: 70, clientY: 180 });
      // 242 − 171 = 71 px up: 355 mL, snapped to 350.
      fireEvent.pointerMove(slider, { pointerId: 1, clientX: 70, clientY: 171 });
      act(() => {
        vi.advanceTimersToNextFrame();
      });
      expect(slider).toHaveAttribute('aria-valuenow', '350');
      fireEvent.pointerUp(slider, { pointerId: 1, clientX: 70, clientY: 171 });
      expect(root()).toHaveAttribute('data-state', 'idle');
      expect(slider).toHaveAttribute('aria-valuenow', '350');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Containers, in a dark theme', () => {
  it('passes axe pouring, answering and filling', async () => {
    const { container } = renderWithProviders(
      <div className={themeClass('default', true)}>
        <Containers defaultContainers={[fullCup(), emptyJug()]} label="Pour" />
        <Containers
          defaultContainers={[containerOf(bank('vase')), containerOf(bank('bowl'))]}
          onContainerTap={() => {}}
          label="Which holds more?"
        />
        <Containers
          defaultContainers={[measuringJug({ marks: 50 })]}
          fillId="measuring-jug"
          label="Fill"
        />
      </div>,
    );
    await expectNoA11yViolations(container);
  });
});

/** jsdom has no layout: the containers side by side, 200 px apart. */
function sideBySide(element: HTMLElement): TestBox | undefined {
  const item = element.closest<HTMLElement>('li[data-container]');
  if (!item?.parentElement) return undefined;
  const index = [...item.parentElement.children].indexOf(item);
  return { left: index * 200, top: 0, width: 180, height: 260 };
}

describe('Containers, dragging to pour', () => {
  let restoreLayout = () => {};
  beforeEach(() => {
    restoreLayout = layOut(sideBySide);
  });
  afterEach(() => restoreLayout());

  it('pours the cup carried onto the jug by keyboard, and nothing when cancelled', async () => {
    const user = userEvent.setup();
    const onPour = vi.fn();
    renderWithProviders(<Containers defaultContainers={[fullCup(), emptyJug()]} onPour={onPour} />);
    const cup = screen.getByRole('button', { name: /^Cup: full/ });
    act(() => cup.focus());
    await user.keyboard('[Space]');
    await act(async () => {});
    await user.keyboard('[ArrowRight]');
    await act(async () => {});
    await user.keyboard('[Escape]');
    await act(async () => {});
    expect(onPour).not.toHaveBeenCalled();
    act(() => cup.focus());
    await user.keyboard('[Space]');
    await act(async () => {});
    await user.keyboard('[ArrowRight]');
    await act(async () => {});
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(announcement()).toBe('Poured the cup into the jug. The jug is not full.');
    expect(onPour).toHaveBeenCalledTimes(1);
  });
});

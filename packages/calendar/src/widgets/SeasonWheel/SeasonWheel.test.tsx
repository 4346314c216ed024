import {
  expectNoA11yViolations,
  indexInParent,
  layOut,
  renderWithProviders,
  setBox,
  type TestBox,
} from '@lingos/kit/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Month } from '../../model/dates';
import { SeasonWheel, type SeasonWheelCard } from './SeasonWheel';

const summary = () => document.querySelector('[data-part="summary"]')?.textContent;
const status = () => document.querySelector('[data-part="announcement"]')?.textContent?.trim();

/** 1-0 step 4: the pointer goes round, and the year goes up past December. */
function YearRound(props: {
  readonly onStep?: (month: Month, yearChange: number) => void;
  readonly announceNewYear?: boolean;
}) {
  const [state, setState] = useState<{ month: Month; year: number }>({ month: 11, year: 2026 });
  return (
    <SeasonWheel
      pointer={state.month}
      year={state.year}
      announceNewYear={props.announceNewYear ?? true}
      onPointerChange={(month, yearChange) => {
        props.onStep?.(month, yearChange);
        setState((current) => ({ month, year: current.year + yearChange }));
      }}
    />
  );
}

describe('SeasonWheel', () => {
  it('shows the seasons as quarters with pictures and names, read as calendar.md 1-4', async () => {
    const { container } = renderWithProviders(<SeasonWheel view="seasons" />);
    expect(screen.getByRole('group', { name: 'Season wheel' })).toBeInTheDocument();
    expect(summary()).toBe(
      'Season wheel. Winter: December, January, February. Spring: March, April, May. Summer: June, July, August. Fall: September, October, November.',
    );
    expect(
      [...container.querySelectorAll('[data-season-badge]')].map((badge) => badge.textContent),
    ).toEqual(['Winter', 'Spring', 'Summer', 'Fall']);
    expect(container.querySelectorAll('text')).toHaveLength(0);
    await expectNoA11yViolations(container);
  });

  it('names the months round the ring, January at the top', () => {
    const { container } = renderWithProviders(<SeasonWheel view="months" />);
    expect([...container.querySelectorAll('text')].map((text) => text.textContent)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(summary()).toBe('Year ring, 12 places, January at the top, going clockwise.');
  });

  it('turns the pointer with the keys, and the year goes up from December to January', async () => {
    const user = userEvent.setup();
    const onStep = vi.fn();
    const { container } = renderWithProviders(<YearRound onStep={onStep} />);
    const slider = screen.getByRole('slider', { name: 'Month pointer' });
    expect(slider).toHaveAttribute('aria-valuetext', 'November');
    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('[ArrowRight]');
    expect(slider).toHaveAttribute('aria-valuetext', 'December');
    expect(container.querySelector('[data-part="year"]')).toHaveTextContent('2026');
    await user.keyboard('[ArrowRight]');
    expect(slider).toHaveAttribute('aria-valuetext', 'January');
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    expect(onStep).toHaveBeenLastCalledWith(1, 1);
    expect(container.querySelector('[data-part="year"]')).toHaveTextContent('2027');
    expect(status()).toBe('A new year: 2027.');
    await user.keyboard('[ArrowLeft]');
    expect(onStep).toHaveBeenLastCalledWith(12, -1);
    expect(container.querySelector('[data-part="year"]')).toHaveTextContent('2026');
    await expectNoA11yViolations(container);
  });

  it('leaves the new year to the Lingo when it says it itself', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<YearRound announceNewYear={false} />);
    await user.tab();
    await user.keyboard('[ArrowRight][ArrowRight]');
    expect(container.querySelector('[data-part="year"]')).toHaveTextContent('2027');
    expect(status()).toBe('');
  });

  it('keeps the pointer clear of the month names and under the year', () => {
    const { container } = renderWithProviders(<YearRound />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    const centre = Number(svg.getAttribute('viewBox')?.split(' ')[2]) / 2;
    // The knob at the hand's tip (the other one is its pin in the centre).
    const knob = container.querySelector(
      '[data-part="pointer"] circle:last-of-type',
    ) as SVGCircleElement;
    const january = [...container.querySelectorAll('text')].find(
      (text) => text.textContent === 'Jan',
    ) as SVGTextElement;
    // The hand is drawn pointing at January and turned to its month; a short name ("May",
    // 22-unit bold) is at most about 48 units wide, so whichever way the hand turns, the
    // knob's far edge must stop 24 units short of the names' radius.
    const knobReach = centre - Number(knob.getAttribute('cy')) + Number(knob.getAttribute('r'));
    const namesRadius = centre - Number(january.getAttribute('y'));
    expect(knobReach).toBeLessThanOrEqual(namesRadius - 24);
    // The year is drawn after (over) the hand, which passes under it from June to August.
    const hand = container.querySelector('[data-part="pointer"]') as SVGGElement;
    const year = container.querySelector('[data-part="year"]') as SVGTextElement;
    expect(hand.compareDocumentPosition(year) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('follows a drag round the ring, reporting every month passed', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const onStep = vi.fn();
      const { container } = renderWithProviders(<YearRound onStep={onStep} />);
      const svg = container.querySelector('svg') as SVGSVGElement;
      setBox(svg, { left: 0, top: 0, width: 400, height: 400 });
      const pointer = { pointerId: 1, button: 0 };
      // Pressed at November (the 10 o'clock side), then dragged over the top to February.
      fireEvent.pointerDown(svg, { ...pointer, clientX: 50, clientY: 113 });
      expect(onStep).not.toHaveBeenCalled();
      fireEvent.pointerMove(svg, { ...pointer, clientX: 200, clientY: 20 });
      fireEvent.pointerMove(svg, { ...pointer, clientX: 287, clientY: 50 });
      act(() => {
        vi.advanceTimersToNextFrame();
      });
      fireEvent.pointerUp(svg, { ...pointer, clientX: 287, clientY: 50 });
      expect(onStep.mock.calls).toEqual([
        [12, 0],
        [1, 1],
        [2, 0],
      ]);
      expect(screen.getByRole('slider', { name: 'Month pointer' })).toHaveAttribute(
        'aria-valuetext',
        'February',
      );
      expect(container.querySelector('[data-part="year"]')).toHaveTextContent('2027');
    } finally {
      vi.useRealTimers();
    }
  });

  describe('blanks and month cards (1-3 step 4)', () => {
    const cards: SeasonWheelCard[] = [
      { id: 'c-apr', month: 4 },
      { id: 'c-sep', month: 9 },
    ];
    function Ring(props: { readonly onPlace?: (card: string, place: Month | null) => void }) {
      const [placement, setPlacement] = useState<Record<string, Month | null>>({});
      return (
        <SeasonWheel
          blanks={[4, 9]}
          cards={cards}
          placement={placement}
          onPlaceCard={(card, place) => {
            props.onPlace?.(card, place);
            setPlacement((current) => ({ ...current, [card]: place }));
          }}
        />
      );
    }

    /** jsdom has no layout: places in a row at the top, the tray below. */
    function ringLayout(element: HTMLElement): TestBox | undefined {
      const place = element.closest<HTMLElement>('[data-place]');
      if (place) return { left: Number(place.dataset.place) * 60, top: 0, width: 50, height: 50 };
      const tray = element.closest<HTMLElement>('ul');
      if (!tray) return undefined;
      const item = element.closest<HTMLElement>('li');
      if (item) return { left: 10 + indexInParent(item) * 70, top: 310, width: 60, height: 60 };
      return { left: 0, top: 300, width: 800, height: 80 };
    }
    let restoreLayout = () => {};
    afterEach(() => restoreLayout());

    it('reads the empty places and takes a card by keyboard: "April, place 4."', async () => {
      restoreLayout = layOut(ringLayout);
      const user = userEvent.setup();
      const onPlace = vi.fn();
      const { container } = renderWithProviders(<Ring onPlace={onPlace} />);
      expect(summary()).toBe(
        'Year ring, 12 places, January at the top, going clockwise. Place 4: empty, between March and May. Place 9: empty, between August and October.',
      );
      expect(
        screen.getByRole('button', { name: 'Place 4: empty, between March and May.' }),
      ).toBeInTheDocument();
      await expectNoA11yViolations(container);
      // The ring's two empty places come first, then the cards.
      await user.tab();
      await user.tab();
      await user.tab();
      expect(screen.getByRole('button', { name: 'April' })).toHaveFocus();
      await user.keyboard('[Space]');
      await act(async () => {});
      await user.keyboard('[ArrowRight]');
      await act(async () => {});
      await user.keyboard('[Space]');
      await act(async () => {});
      expect(onPlace).toHaveBeenCalledWith('c-apr', 4);
      expect(status()).toBe('April, place 4.');
      expect(summary()).toContain('Place 4: April.');
      const tray = screen.getByRole('list', { name: 'Month cards' });
      expect(within(tray).queryByRole('button', { name: /April/ })).toBeNull();
      expect(screen.getByRole('button', { name: 'April, place 4' })).toHaveTextContent('Apr');
    });

    it('takes a card by taps: the card, then the place', async () => {
      const user = userEvent.setup();
      const onPlace = vi.fn();
      renderWithProviders(<Ring onPlace={onPlace} />);
      const september = screen.getByRole('button', { name: 'September' });
      await user.click(september);
      expect(september).toHaveAttribute('aria-pressed', 'true');
      await user.click(screen.getByRole('button', { name: /^Place 9: empty/ }));
      expect(onPlace).toHaveBeenLastCalledWith('c-sep', 9);
      expect(status()).toBe('September, place 9.');
      // Chosen again from its place, it can go back to the tray.
      await user.click(screen.getByRole('button', { name: 'September, place 9' }));
      await user.click(screen.getByRole('button', { name: 'Back to month cards' }));
      expect(onPlace).toHaveBeenLastCalledWith('c-sep', null);
      expect(
        within(screen.getByRole('list', { name: 'Month cards' })).getByRole('button', {
          name: 'September',
        }),
      ).toBeInTheDocument();
    });

    it('marks placed cards right or wrong', () => {
      renderWithProviders(
        <SeasonWheel
          blanks={[4, 9]}
          cards={cards}
          placement={{ 'c-apr': 9, 'c-sep': 4 }}
          cardMarks={{ 'c-apr': 'wrong', 'c-sep': 'wrong' }}
        />,
      );
      expect(screen.getByRole('button', { name: 'April, place 9, wrong' })).toHaveAttribute(
        'data-mark',
        'wrong',
      );
    });
  });
});

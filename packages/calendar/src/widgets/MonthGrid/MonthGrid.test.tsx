import {
  expectNoA11yViolations,
  layOut,
  renderWithProviders,
  type TestBox,
} from '@lingos/kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { CalendarDate, Month } from '../../model/dates';
import { MonthGrid, type MonthGridProps } from './MonthGrid';

const october14: CalendarDate = { year: 2026, month: 10, day: 14 };

// React warns of a state update outside act() when a test goes on (to axe, say) while the
// grid is still changing: here, a named picture's art arriving (today's star, a mark, a
// sticker) after its module loads. Such a warning fails the test instead of scrolling by.
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  const warnings = consoleError.mock.calls
    .map(([message]) => String(message))
    .filter((message) => message.includes('not wrapped in act'));
  consoleError.mockRestore();
  expect(warnings).toEqual([]);
});

/**
 * Waits until every picture in the grid is drawn: a picture by name loads its art on first
 * use, and the grid is in its final state only once it has.
 */
async function picturesDrawn(container: HTMLElement): Promise<void> {
  await waitFor(() => expect(container.querySelector('svg[data-state="loading"]')).toBeNull());
}

/** A grid whose month follows its own navigation, as a Lingo would wire it. */
function NavigableGrid(
  props: Omit<MonthGridProps, 'year' | 'month' | 'onMonthChange'> & {
    readonly start: { year: number; month: Month };
    readonly onMonth?: (year: number, month: Month) => void;
  },
) {
  const { start, onMonth, ...rest } = props;
  const [shown, setShown] = useState(start);
  return (
    <MonthGrid
      {...rest}
      year={shown.year}
      month={shown.month}
      onMonthChange={(year, month) => {
        setShown({ year, month });
        onMonth?.(year, month);
      }}
    />
  );
}

describe('MonthGrid', () => {
  it('is a grid named for its month, with Sunday-first column headers and full cell names', async () => {
    const { container } = renderWithProviders(
      <MonthGrid year={2026} month={10} today={october14} />,
    );
    await picturesDrawn(container);
    const grid = screen.getByRole('grid', { name: 'Calendar for October 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.querySelector('[data-part="weekday"]')?.textContent),
    ).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    expect(
      screen.getByRole('button', { name: 'Monday, October 12, 2026, Thanksgiving' }),
    ).toBeInTheDocument();
    const today = screen.getByRole('button', { name: 'Wednesday, October 14, 2026, today' });
    expect(today).toHaveAttribute('data-today', 'true');
    expect(today).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('October 2026')).toBeInTheDocument();
    // October 1, 2026 is a Thursday: the first row starts with four padding cells.
    const firstRow = within(grid).getAllByRole('row')[1];
    expect(
      firstRow &&
        within(firstRow)
          .getAllByRole('button')
          .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    await expectNoA11yViolations(container);
  });

  it('moves by day, week and row end with the keyboard, and Enter selects', async () => {
    const user = userEvent.setup();
    const onSelectDate = vi.fn();
    const { container } = renderWithProviders(
      <MonthGrid year={2026} month={10} today={october14} onSelectDate={onSelectDate} />,
    );
    await picturesDrawn(container);
    await user.tab();
    expect(screen.getByRole('button', { name: /^Wednesday, October 14/ })).toHaveFocus();
    await user.keyboard('[ArrowRight]');
    expect(screen.getByRole('button', { name: /^Thursday, October 15/ })).toHaveFocus();
    await user.keyboard('[ArrowDown]');
    expect(screen.getByRole('button', { name: /^Thursday, October 22/ })).toHaveFocus();
    await user.keyboard('[Home]');
    expect(screen.getByRole('button', { name: /^Sunday, October 18/ })).toHaveFocus();
    await user.keyboard('[ArrowLeft]');
    expect(screen.getByRole('button', { name: /^Saturday, October 17/ })).toHaveFocus();
    await user.keyboard('[End][Enter]');
    expect(onSelectDate).toHaveBeenLastCalledWith({ year: 2026, month: 10, day: 17 });
    await user.keyboard('[ArrowUp][Space]');
    expect(onSelectDate).toHaveBeenLastCalledWith({ year: 2026, month: 10, day: 10 });
    // Only one tab stop: Tab leaves the grid.
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('stays in the month at its edges without navigation', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MonthGrid year={2026} month={10} focusDate={{ year: 2026, month: 10, day: 1 }} />,
    );
    await user.tab();
    await user.keyboard('[ArrowLeft][ArrowUp][PageUp]');
    expect(screen.getByRole('button', { name: /^Thursday, October 1,/ })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Previous month' })).toBeNull();
  });

  it('selects a tapped date', async () => {
    const user = userEvent.setup();
    const onSelectDate = vi.fn();
    renderWithProviders(<MonthGrid year={2026} month={5} onSelectDate={onSelectDate} />);
    await user.click(screen.getByRole('button', { name: 'Saturday, May 9, 2026' }));
    expect(onSelectDate).toHaveBeenCalledWith({ year: 2026, month: 5, day: 9 });
    expect(screen.getByRole('button', { name: 'Saturday, May 9, 2026' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('changes month with the buttons, PageDown and arrows past the end, within min and max', async () => {
    const user = userEvent.setup();
    const onMonth = vi.fn();
    const { container } = renderWithProviders(
      <NavigableGrid
        start={{ year: 2026, month: 5 }}
        focusDate={{ year: 2026, month: 5, day: 28 }}
        minMonth={{ year: 2026, month: 5 }}
        maxMonth={{ year: 2026, month: 7 }}
        onMonth={onMonth}
      />,
    );
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    // Tab passes the disabled Previous month button, then Next month, then the grid.
    await user.tab();
    await user.tab();
    const may28 = screen.getByRole('button', { name: /^Thursday, May 28, 2026/ });
    expect(may28).toHaveFocus();
    await user.keyboard('[ArrowDown]');
    expect(await screen.findByRole('grid', { name: 'Calendar for June 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Thursday, June 4, 2026/ })).toHaveFocus();
    expect(onMonth).toHaveBeenLastCalledWith(2026, 6);
    await user.keyboard('[PageDown]');
    expect(await screen.findByRole('grid', { name: 'Calendar for July 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Saturday, July 4, 2026/ })).toHaveFocus();
    await user.keyboard('[PageDown]');
    expect(screen.getByRole('grid', { name: 'Calendar for July 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('grid', { name: 'Calendar for June 2026' })).toBeInTheDocument();
    expect(container.querySelector('[data-part="announcement"]')).toHaveTextContent('June 2026');
    await expectNoA11yViolations(container);
  });

  it('reaches tappable headers with Up and comes back down (2-0 step 4)', async () => {
    const user = userEvent.setup();
    const onSelectHeader = vi.fn();
    const { container } = renderWithProviders(
      <MonthGrid
        year={2026}
        month={10}
        focusDate={{ year: 2026, month: 10, day: 14 }}
        onSelectHeader={onSelectHeader}
        highlightColumn={0}
      />,
    );
    await user.tab();
    await user.keyboard('[ArrowUp][ArrowUp]');
    const wednesday = screen.getByRole('button', { name: 'Wednesday' });
    expect(wednesday).toHaveFocus();
    await user.keyboard('[Enter]');
    expect(onSelectHeader).toHaveBeenLastCalledWith(3);
    await user.keyboard('[ArrowRight][ArrowDown]');
    expect(screen.getByRole('button', { name: /^Thursday, October 1,/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Sunday' }));
    expect(onSelectHeader).toHaveBeenLastCalledWith(0);
    expect(screen.getByRole('columnheader', { name: 'Sunday' })).toHaveAttribute(
      'data-lit',
      'true',
    );
    expect(screen.getByRole('button', { name: /^Sunday, October 25/ })).toHaveAttribute(
      'data-lit',
      'true',
    );
    expect(screen.getByRole('button', { name: /^Monday, October 26/ })).not.toHaveAttribute(
      'data-lit',
    );
    await expectNoA11yViolations(container);
  });

  it('hides numbers and reads "Thursday, row 2, date hidden"', async () => {
    const { container } = renderWithProviders(
      <MonthGrid year={2026} month={10} hiddenNumbers={(date) => date.day !== 1} />,
    );
    const hidden = screen.getByRole('button', { name: 'Thursday, row 2, date hidden' });
    expect(hidden).toHaveTextContent(/^$/);
    expect(screen.getByRole('button', { name: 'Thursday, October 1, 2026' })).toHaveTextContent(
      '1',
    );
    await expectNoA11yViolations(container);
  });

  it('draws marks with their labels and tones, a selected date and a tappable title', async () => {
    const user = userEvent.setup();
    const onSelectTitle = vi.fn();
    const { container } = renderWithProviders(
      <MonthGrid
        year={2026}
        month={6}
        today={{ year: 2026, month: 6, day: 16 }}
        marks={{
          '2026-06-20': { picture: 'balloon', label: 'goal' },
          '2026-06-19': [{ tone: 'wrong' }, { tone: 'highlighted' }],
        }}
        selectedDate={{ year: 2026, month: 6, day: 19 }}
        onSelectTitle={onSelectTitle}
        extraLabel={(date) => (date.day === 17 ? 'hop 1' : undefined)}
      />,
    );
    await picturesDrawn(container);
    expect(
      screen.getByRole('button', { name: 'Saturday, June 20, 2026, goal' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Tuesday, June 16, 2026, today' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Wednesday, June 17, 2026, hop 1' }),
    ).toBeInTheDocument();
    const nineteenth = screen.getByRole('button', { name: 'Friday, June 19, 2026' });
    expect(nineteenth).toHaveAttribute('data-tone', 'wrong');
    expect(nineteenth.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByRole('button', { name: 'Thursday, June 18, 2026' }).closest('td'),
    ).toHaveAttribute('aria-selected', 'false');
    await user.click(screen.getByRole('button', { name: 'June 2026' }));
    expect(onSelectTitle).toHaveBeenCalledOnce();
    await expectNoA11yViolations(container);
  });

  it('leaves holiday names out when asked', () => {
    renderWithProviders(<MonthGrid year={2026} month={10} holidayNames={false} />);
    expect(screen.getByRole('button', { name: 'Monday, October 12, 2026' })).toBeInTheDocument();
  });

  it('follows a new focus date from the Lingo while it has focus', async () => {
    const user = userEvent.setup();
    // A Lingo that moves focus one week on after each choice (a "one row down" demo).
    function WeekOn() {
      const [focus, setFocus] = useState<CalendarDate>({ year: 2026, month: 10, day: 5 });
      return (
        <MonthGrid
          year={2026}
          month={10}
          focusDate={focus}
          onSelectDate={(date) => setFocus({ ...date, day: date.day + 7 })}
        />
      );
    }
    renderWithProviders(<WeekOn />);
    await user.tab();
    expect(screen.getByRole('button', { name: /^Monday, October 5/ })).toHaveFocus();
    await user.keyboard('[Enter]');
    expect(screen.getByRole('button', { name: /^Monday, October 12/ })).toHaveFocus();
  });
});

describe('MonthGrid hop mode (2-4)', () => {
  /** jsdom has no layout: each date's cell 44 px square at its row and column. */
  function gridLayout(element: HTMLElement): TestBox | undefined {
    if (element.matches('[data-month]')) return { left: 0, top: 0, width: 308, height: 400 };
    const key = element.dataset.date;
    if (!key) return undefined;
    const day = Number(key.slice(8));
    // June 2026 starts on a Monday.
    const index = day;
    return { left: (index % 7) * 44, top: 90 + Math.floor(index / 7) * 44, width: 44, height: 44 };
  }
  let restoreLayout = () => {};
  afterEach(() => restoreLayout());

  /** A Lingo that adds a hop for each tap on the next day. */
  function Sleeps() {
    const [path, setPath] = useState<CalendarDate[]>([{ year: 2026, month: 6, day: 16 }]);
    return (
      <MonthGrid
        year={2026}
        month={6}
        today={{ year: 2026, month: 6, day: 16 }}
        marks={{ '2026-06-20': { picture: 'balloon', label: 'goal' } }}
        hops={path}
        onSelectDate={(date) => setPath((current) => [...current, date])}
      />
    );
  }

  it('draws a numbered arc for each hop, names the cells and announces each hop', async () => {
    restoreLayout = layOut(gridLayout);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Sleeps />);
    await picturesDrawn(container);
    expect(container.querySelector('[data-part="hops"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Wednesday, June 17, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Thursday, June 18, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Friday, June 19, 2026' }));
    expect(container.querySelector('[data-part="announcement"]')).toHaveTextContent(
      'Hop 3: Friday, June 19.',
    );
    expect(
      screen.getByRole('button', { name: 'Friday, June 19, 2026, hop 3' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Wednesday, June 17, 2026, hop 1' }),
    ).toBeInTheDocument();
    const hops = container.querySelectorAll('[data-part="hops"] [data-hop]');
    expect([...hops].map((hop) => hop.textContent)).toEqual(['1', '2', '3']);
    // June 18 (column 4) to June 19 (column 5), both in row 3 (top 178): from top centre to
    // top centre (30 % down the 44 px cell), bowing up twice the lift of 35 % of a cell.
    expect(hops[2]?.querySelector('path')).toHaveAttribute(
      'd',
      'M 198 191.2 Q 220 160.4 242 191.2',
    );
    expect(hops[2]).toHaveAttribute('data-new', 'true');
    expect(hops[1]).not.toHaveAttribute('data-new');
    await expectNoA11yViolations(container);
  });
});

describe('MonthGrid stickers (3-0)', () => {
  // May 2026 starts on a Friday: day d sits at index 4 + d in a grid of 7 columns.
  function mayLayout(element: HTMLElement): TestBox | undefined {
    if (element.closest('[role="group"][aria-label="Stickers"]')) {
      return { left: 0, top: 0, width: 308, height: 50 };
    }
    const zone = element.closest<HTMLElement>('[data-zone]')?.dataset.zone;
    if (!zone) return undefined;
    const index = 4 + Number(zone.slice(8));
    return { left: (index % 7) * 44, top: 100 + Math.floor(index / 7) * 44, width: 44, height: 44 };
  }
  let restoreLayout = () => {};
  afterEach(() => restoreLayout());

  const may5: CalendarDate = { year: 2026, month: 5, day: 5 };

  /** Lingo 3-0 step 2: the bus starts on May 5 and goes to the class trip. */
  function ClassTrip(props: { readonly onMove?: (id: string, date: CalendarDate | null) => void }) {
    const [bus, setBus] = useState<CalendarDate | null>(may5);
    const [flags, setFlags] = useState<CalendarDate | null>(null);
    return (
      <MonthGrid
        year={2026}
        month={5}
        stickers={[
          { id: 'bus', picture: 'bus', name: 'school bus', shortName: 'Bus', date: bus },
          { id: 'flags', picture: 'maple-leaf', name: 'flags', date: flags },
        ]}
        stickerNote={(sticker, date) =>
          sticker.id === 'bus' && date.day === 12 ? 'one week after May 5' : undefined
        }
        onMoveSticker={(id, date) => {
          props.onMove?.(id, date);
          if (id === 'bus') setBus(date);
          else setFlags(date);
        }}
      />
    );
  }

  const dragAnnouncement = () =>
    [...document.querySelectorAll('[aria-live="assertive"]')].map((r) => r.textContent).join(' ');

  it('moves a sticker a week with the keyboard and says where it is', async () => {
    restoreLayout = layOut(mayLayout);
    const user = userEvent.setup();
    const onMove = vi.fn();
    const { container } = renderWithProviders(<ClassTrip onMove={onMove} />);
    await picturesDrawn(container);
    const bus = screen.getByRole('button', { name: 'Sticker: school bus, on Tuesday, May 5' });
    expect(bus).toHaveAccessibleDescription(/left and right arrows move it a day/);
    expect(
      screen.getByRole('button', { name: 'Tuesday, May 5, 2026, school bus' }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    act(() => bus.focus());
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(container.firstElementChild).toHaveAttribute('data-state', 'dragging');
    await user.keyboard('[ArrowDown]');
    await act(async () => {});
    expect(dragAnnouncement()).toContain('Bus, on Tuesday, May 12: one week after May 5.');
    await user.keyboard('[ArrowRight]');
    await act(async () => {});
    expect(dragAnnouncement()).toContain('Bus, on Wednesday, May 13.');
    await user.keyboard('[ArrowLeft][Space]');
    await act(async () => {});
    expect(onMove).toHaveBeenLastCalledWith('bus', { year: 2026, month: 5, day: 12 });
    expect(container.querySelector('[data-part="announcement"]')).toHaveTextContent(
      'Bus, on Tuesday, May 12: one week after May 5.',
    );
    const moved = screen.getByRole('button', { name: 'Sticker: school bus, on Tuesday, May 12' });
    expect(moved).toHaveFocus();
    expect(
      screen.getByRole('button', { name: 'Tuesday, May 12, 2026, school bus' }),
    ).toBeInTheDocument();
  });

  it('moves a sticker by taps: the sticker, then a date', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    const onSelectDate = vi.fn();
    const { container } = renderWithProviders(<ClassTrip onMove={onMove} />);
    await picturesDrawn(container);
    const flags = screen.getByRole('button', { name: 'Sticker: flags, not on the calendar yet' });
    expect(within(screen.getByRole('group', { name: 'Stickers' })).getByRole('button')).toBe(flags);
    await user.click(flags);
    expect(flags).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Sunday, May 24, 2026' }));
    expect(onMove).toHaveBeenLastCalledWith('flags', { year: 2026, month: 5, day: 24 });
    expect(onSelectDate).not.toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: 'Sticker: flags, on Sunday, May 24' }),
    ).toBeInTheDocument();
    // With no sticker chosen, a tap on a date is a date tap again.
    expect(screen.queryByRole('group', { name: 'Stickers' })).toBeNull();
  });
});

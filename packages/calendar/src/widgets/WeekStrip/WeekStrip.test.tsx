import { expectNoA11yViolations, renderWithProviders } from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WeekStrip } from './WeekStrip';
import { centredDates, centredWeek, weekFrom, type WeekStripBox } from './weekStripModel';

const summary = () => document.querySelector('[data-part="summary"]');

describe('WeekStrip', () => {
  it('shows a week centred on today with the text of calendar.md 1-0', async () => {
    const { container } = renderWithProviders(<WeekStrip boxes={centredWeek(2)} />);
    const list = screen.getByRole('list', { name: 'Week strip' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(summary()).toHaveTextContent(
      'Week strip, 7 boxes. Box 4, in the middle, Tuesday, has a star: today.',
    );
    expect(within(list).getByText('Tuesday, box 4, today')).toBeInTheDocument();
    expect(list.querySelector('[data-today="true"]')).toHaveTextContent('Tue');
    await expectNoA11yViolations(container);
  });

  it('names tappable boxes by what they show, the words on screen first (WCAG 2.5.3)', () => {
    renderWithProviders(
      <WeekStrip boxes={centredDates({ year: 2026, month: 10, day: 13 })} onTapBox={() => {}} />,
    );
    const today = screen.getByRole('button', { name: 'Tuesday 13, box 4, today' });
    expect(today).toHaveTextContent('Tue13');
    for (const box of screen.getAllByRole('button')) {
      // Named by content, not by an aria-label that would hide the words shown.
      expect(box).not.toHaveAttribute('aria-label');
      // The short day and the date on screen ("Sat", "10") begin the name ("Saturday 10, …").
      const shown = [...box.querySelectorAll('[aria-hidden="true"] span')]
        .map((part) => part.textContent)
        .filter(Boolean);
      expect(shown).toHaveLength(2);
      expect(box).toHaveAccessibleName(new RegExp(`^${shown[0]}\\w* ${shown[1]}, box \\d`));
    }
  });

  it('reads the centred text of 1-2 when asked', () => {
    renderWithProviders(<WeekStrip boxes={centredWeek(6)} summary="centred" />);
    expect(summary()).toHaveTextContent(
      'Week strip. Middle, with a star: today, Saturday. Before it: Wednesday, Thursday, Friday. After it: Sunday, Monday, Tuesday.',
    );
  });

  it('taps boxes by pointer and keyboard with one tab stop', async () => {
    const user = userEvent.setup();
    const onTapBox = vi.fn();
    const { container } = renderWithProviders(
      <WeekStrip boxes={centredWeek(2)} showNames={false} onTapBox={onTapBox} />,
    );
    await user.click(screen.getByRole('button', { name: 'Box 5' }));
    expect(onTapBox).toHaveBeenLastCalledWith(4);
    await user.keyboard('[ArrowLeft][ArrowLeft][Enter]');
    expect(screen.getByRole('button', { name: 'Box 3' })).toHaveFocus();
    expect(onTapBox).toHaveBeenLastCalledWith(2);
    await user.keyboard('[End][Space]');
    expect(onTapBox).toHaveBeenLastCalledWith(6);
    await user.keyboard('[Home]');
    expect(screen.getByRole('button', { name: 'Box 1' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
    // Names off: no day name on screen either (1-0's closing check).
    expect(screen.queryByText('Tue')).toBeNull();
    await expectNoA11yViolations(container);
  });

  it('fills a week box by box with the count (1-0 step 2)', async () => {
    const user = userEvent.setup();
    function Filling() {
      const [filled, setFilled] = useState(1);
      const boxes: WeekStripBox[] = weekFrom().map((box, index) => ({
        ...box,
        state: index < filled ? 'filled' : 'empty',
      }));
      return <WeekStrip boxes={boxes} showCount onTapBox={(index) => setFilled(index + 1)} />;
    }
    renderWithProviders(<Filling />);
    const count = document.querySelector('[data-part="count"]');
    expect(count).toHaveTextContent('1 day');
    await user.click(screen.getByRole('button', { name: 'Box 2, empty' }));
    expect(count).toHaveTextContent('2 days');
    expect(screen.getByRole('button', { name: 'Monday, box 2' })).toHaveAttribute(
      'data-state',
      'filled',
    );
    await user.click(screen.getByRole('button', { name: 'Box 7, empty' }));
    expect(count).toHaveTextContent('7 days: one week!');
    expect(summary()).toHaveTextContent(/^Week strip, 7 boxes\.$/);
  });

  it('shows blanks as "?" and marks right and wrong', async () => {
    const boxes: WeekStripBox[] = weekFrom(5).map((box, index) =>
      index === 2 ? { ...box, state: 'blank' } : index === 3 ? { ...box, tone: 'wrong' } : box,
    );
    const { container } = renderWithProviders(
      <WeekStrip boxes={boxes} onTapBox={() => {}} selectedIndex={2} />,
    );
    const blank = screen.getByRole('button', { name: 'Box 3, blank' });
    expect(blank).toHaveTextContent('?');
    expect(blank).toHaveAttribute('aria-pressed', 'true');
    expect(blank).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Monday, box 4' })).toHaveAttribute(
      'data-tone',
      'wrong',
    );
    await expectNoA11yViolations(container);
  });
});

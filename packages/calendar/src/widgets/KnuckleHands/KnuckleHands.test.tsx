import {
  expectNoA11yViolations,
  renderWithProviders,
  spokenTexts,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KnuckleHands } from './KnuckleHands';

const places = () =>
  within(screen.getByRole('toolbar', { name: 'Two fists' })).getAllByRole('button');

describe('KnuckleHands', () => {
  it('labelled: 12 buttons named by month and days, left fist January to July', async () => {
    const { container } = renderWithProviders(<KnuckleHands />);
    const names = [
      'Knuckle: January, 31 days',
      'Dip: February, 28 or 29 days',
      'Knuckle: March, 31 days',
      'Dip: April, 30 days',
      'Knuckle: May, 31 days',
      'Dip: June, 30 days',
      'Knuckle: July, 31 days',
      'Knuckle: August, 31 days',
      'Dip: September, 30 days',
      'Knuckle: October, 31 days',
      'Dip: November, 30 days',
      'Knuckle: December, 31 days',
    ];
    expect(places()).toHaveLength(12);
    for (const [index, name] of names.entries()) {
      expect(places()[index]).toHaveAccessibleName(name);
    }
    // On screen the short name; the month in full is for screen readers.
    expect(places()[0]?.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Jan$/);
    const left = screen.getByRole('group', { name: 'Left hand' });
    expect(within(left).getAllByRole('button')).toHaveLength(7);
    expect(
      within(screen.getByRole('group', { name: 'Right hand' })).getAllByRole('button'),
    ).toHaveLength(5);
    expect(screen.getByText('Knuckle: 31 days')).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('walks along the places with the arrows (one tab stop), and Enter says the month', async () => {
    const user = userEvent.setup();
    const onTap = vi.fn();
    const { engine } = renderWithProviders(<KnuckleHands onTap={onTap} />);
    const [january] = places();
    await tabTo(user, january as HTMLElement);
    expect(places().filter((place) => place.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Knuckle: May, 31 days');
    await user.keyboard('{Enter}');
    expect(onTap).toHaveBeenCalledWith(5);
    expect(spokenTexts(engine)).toContain('Knuckle: May, 31 days.');
    expect(screen.getByRole('status')).toHaveTextContent('Knuckle: May, 31 days.');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Knuckle: August, 31 days');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName('Knuckle: December, 31 days');
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAccessibleName('Knuckle: January, 31 days');
  });

  it('unlabelled: a place is "Knuckle 3 of the left hand" until tapped, then shows its month', async () => {
    const user = userEvent.setup();
    const { container, engine } = renderWithProviders(<KnuckleHands labelled={false} />);
    const may = screen.getByRole('button', { name: 'Knuckle 3 of the left hand' });
    expect(may).toHaveAttribute('data-state', 'hidden');
    expect(may.querySelector('[aria-hidden="true"]')).toHaveTextContent('');
    expect(screen.queryByText('Knuckle: 31 days')).toBeNull();
    await user.click(may);
    expect(may).toHaveAccessibleName('Knuckle: May');
    expect(may.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^May$/);
    expect(may).toHaveAttribute('data-state', 'shown');
    expect(spokenTexts(engine)).toEqual(['Knuckle: May.']);
    expect(screen.getByRole('button', { name: 'Dip 2 of the right hand' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('lights the months a hint names, and shows them on unlabelled hands', async () => {
    const { container } = renderWithProviders(
      <KnuckleHands labelled={false} highlighted={[7, 8]} />,
    );
    const july = screen.getByRole('button', { name: 'Knuckle: July' });
    const august = screen.getByRole('button', { name: 'Knuckle: August' });
    expect(july).toHaveAttribute('data-state', 'lit');
    expect(august).toHaveAttribute('data-state', 'lit');
    expect(screen.getByRole('button', { name: 'Knuckle 1 of the left hand' })).toHaveAttribute(
      'data-state',
      'hidden',
    );
    await expectNoA11yViolations(container);
  });
});

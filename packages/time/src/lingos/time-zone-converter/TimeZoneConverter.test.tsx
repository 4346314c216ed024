import {
  arrowTo,
  expectNoA11yViolations,
  firstItemOf,
  isRadio,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  tabUntil,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faceValue, formatDigital12, landmarkName, meridiemOf } from '../../model/time';
import { city, offsetBetween } from '../../model/zones';
import { directionHint, timeZoneConverterModel, type TimeZoneItem } from './model';
import TimeZoneConverter from './TimeZoneConverter';

/** The session's first item for a seed, as the kit generates it. */
const firstItem = (step: number, seed: number): TimeZoneItem =>
  firstItemOf(timeZoneConverterModel.generate, step, seed);

function timeName(time: number): string {
  const landmark = landmarkName(time);
  return landmark
    ? `${formatDigital12(time)}, ${landmark.replace('12 ', '')}`
    : formatDigital12(time);
}

describe('Time Zone Converter', () => {
  it('picks the time in the target city with the keyboard, then shows every clock', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(1, seed);
    const { container } = renderWithProviders(
      <TimeZoneConverter conceptId="time" lingoId="lingo-3-3" seed={seed} />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Time Zone Converter' }),
    ).toBeInTheDocument();
    const fromName = city(item.from).name;
    const toName = city(item.to).name;
    // The map's text alternative: west to east, the source clock and a question mark.
    expect(screen.getByText(/^Map of Canada, west to east\. /)).toHaveTextContent(
      new RegExp(`${toName}: question mark\\.`),
    );
    const map = screen.getByRole('toolbar', { name: 'Map of Canada, west to east' });
    expect(
      within(map).getByRole('button', { name: `${toName}, ${city(item.to).zone}, question mark` }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);

    await tabUntil(user, isRadio);
    await arrowTo(user, timeName(item.answer));
    await user.keyboard('[Space]');
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    // Every clock is set now, with how far it is from the source city.
    expect(
      within(map).getByRole('button', {
        name: new RegExp(`^${toName}, ${formatDigital12(item.answer)}.* than ${fromName}$`),
      }),
    ).toHaveAccessibleDescription('The city to find.');
  });

  it('names the wrong direction', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(1, seed);
    const backwards = item.time - offsetBetween(item.from, item.to);
    renderWithProviders(<TimeZoneConverter conceptId="time" lingoId="lingo-3-3" seed={seed} />, {
      autoRead: false,
    });
    await tabUntil(user, isRadio);
    await arrowTo(user, timeName(backwards));
    await user.keyboard('[Space]');
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(directionHint(item.from, item.to)).toMatch(
      /^The sun reaches the east first, so cities further east have later times\./,
    );
    expect(screen.getByText(directionHint(item.from, item.to))).toBeInTheDocument();
  });

  it('types the time into the digital clock with AM or PM', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = firstItem(2, seed);
    const { container } = renderWithProviders(
      <TimeZoneConverter conceptId="time" lingoId="lingo-3-3" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-3-3', 2), autoRead: false },
    );
    expect(
      screen.getByRole('group', { name: `Time in ${city(item.to).name}` }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);

    const { hour, minute } = faceValue(item.answer);
    await tabUntil(user, (element) => element.getAttribute('aria-label') === 'Hour');
    await user.keyboard(String(hour));
    await user.keyboard('{ArrowRight}');
    await user.keyboard(String(minute).padStart(2, '0'));
    await tabUntil(user, (element) => element.textContent === meridiemOf(item.answer));
    await user.keyboard('[Space]');
    await tabUntil(user, (element) => element.textContent === 'Check');
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});

import { createProgressStore, type ProgressStore } from '@lingos/catalogue';
import { createRng, deriveSeed } from '@lingos/kit';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faceValue, formatDigital12, landmarkName, meridiemOf } from '../../model/time';
import { city, offsetBetween } from '../../model/zones';
import { expectNoAxeViolations, renderLingo, sessionSection } from '../testUtils';
import { directionHint, timeZoneConverterModel, type TimeZoneItem } from './model';
import TimeZoneConverter from './TimeZoneConverter';

/** The session's first item for a seed, as the kit generates it. */
function firstItem(step: number, seed: number): TimeZoneItem {
  return timeZoneConverterModel.generate(step, createRng(deriveSeed(seed, 0, 0)));
}

function storeAtStep(step: number): ProgressStore {
  const store = createProgressStore({ storage: null, target: null });
  store.update('time', 'lingo-3-3', () => ({
    status: 'practising',
    step,
    recent: [],
    streak: 0,
    bestTimes: {},
    updatedAt: 0,
  }));
  return store;
}

/** Presses Tab until the focused element passes the test. */
async function tabTo(user: UserEvent, test: (element: Element) => boolean): Promise<Element> {
  for (let presses = 0; presses < 60; presses += 1) {
    await user.tab();
    if (document.activeElement && test(document.activeElement)) return document.activeElement;
  }
  throw new Error('focus never reached the element');
}

/** Moves through a radio group with the arrow keys until the card with this name has focus. */
async function arrowTo(user: UserEvent, name: string): Promise<void> {
  for (let presses = 0; presses < 6; presses += 1) {
    if (document.activeElement?.getAttribute('aria-label') === name) return;
    await user.keyboard('{ArrowRight}');
  }
  throw new Error(`no card named ${name}`);
}

function timeName(time: number): string {
  const landmark = landmarkName(time);
  return landmark
    ? `${formatDigital12(time)}, ${landmark.replace('12 ', '')}`
    : formatDigital12(time);
}

const isRadio = (element: Element) => element.getAttribute('role') === 'radio';

describe('Time Zone Converter', () => {
  it('picks the time in the target city with the keyboard, then shows every clock', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(1, seed);
    const { container } = renderLingo(<TimeZoneConverter seed={seed} />);
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
      within(map).getByRole('button', { name: `${toName}, question mark` }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await tabTo(user, isRadio);
    await arrowTo(user, timeName(item.answer));
    await user.keyboard('[Space]');
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    // Every clock is set now, with how far it is from the source city.
    expect(
      within(map).getByRole('button', {
        name: new RegExp(`^${toName}, ${formatDigital12(item.answer)}`),
      }),
    ).toHaveAccessibleDescription(new RegExp(`than ${fromName}\\.$`));
  });

  it('names the wrong direction', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(1, seed);
    const backwards = item.time - offsetBetween(item.from, item.to);
    renderLingo(<TimeZoneConverter seed={seed} />);
    await tabTo(user, isRadio);
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
    const { container } = renderLingo(<TimeZoneConverter seed={seed} />, storeAtStep(2));
    expect(
      screen.getByRole('group', { name: `Time in ${city(item.to).name}` }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);

    const { hour, minute } = faceValue(item.answer);
    await tabTo(user, (element) => element.getAttribute('aria-label') === 'Hour');
    await user.keyboard(String(hour));
    await user.keyboard('{ArrowRight}');
    await user.keyboard(String(minute).padStart(2, '0'));
    await tabTo(user, (element) => element.textContent === meridiemOf(item.answer));
    await user.keyboard('[Space]');
    await tabTo(user, (element) => element.textContent === 'Check');
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});

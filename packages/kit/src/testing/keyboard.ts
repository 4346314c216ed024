/**
 * Playing with the keyboard alone, as a child with no mouse does: Tab to a control, arrows
 * within a group, Enter or Space to act.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const MAX_TABS = 80;

/** Presses Tab until the element has focus; throws when it never gets it. */
export async function tabTo(user: UserEvent, element: HTMLElement): Promise<void> {
  for (let presses = 0; presses < MAX_TABS && document.activeElement !== element; presses += 1) {
    await user.tab();
  }
  if (document.activeElement !== element) {
    throw new Error(`Tab never reached ${describe(element)}`);
  }
}

/** Presses Tab until the focused element passes the test, and returns it. */
export async function tabUntil(
  user: UserEvent,
  test: (element: Element) => boolean,
): Promise<Element> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await user.tab();
    if (document.activeElement && test(document.activeElement)) return document.activeElement;
  }
  throw new Error('focus never reached the element');
}

/** Tabs to the button with this name and presses Enter. */
export async function pressButton(user: UserEvent, name: string | RegExp): Promise<void> {
  await tabTo(user, screen.getByRole('button', { name }));
  await user.keyboard('{Enter}');
}

/** Starts a round of a round-based Lingo with the keyboard. */
export async function startRound(user: UserEvent): Promise<void> {
  await pressButton(user, 'Start round');
}

/** A radio card (of a ChoiceGrid). */
export const isRadio = (element: Element): boolean => element.getAttribute('role') === 'radio';

/**
 * Moves through a radio group with the arrow keys until the card with this name (its label,
 * or its text when it has none) has focus.
 */
export async function arrowTo(user: UserEvent, name: string): Promise<void> {
  for (let presses = 0; presses < 8; presses += 1) {
    const element = document.activeElement;
    if ((element?.getAttribute('aria-label') ?? element?.textContent) === name) return;
    await user.keyboard('{ArrowRight}');
  }
  throw new Error(`no card named ${name}`);
}

/** Tabs into the card's radio group, arrows along it to the card, then picks it with Enter. */
export async function pickCard(user: UserEvent, card: HTMLElement): Promise<void> {
  const group = card.closest<HTMLElement>('[role="radiogroup"]');
  if (!group) throw new Error(`${describe(card)} is not in a radio group`);
  const cards = within(group).getAllByRole('radio');
  const tabStop = cards.find((entry) => entry.tabIndex === 0);
  if (!tabStop) throw new Error('the radio group has no tab stop');
  await tabTo(user, tabStop);
  for (let presses = 0; presses < cards.length && document.activeElement !== card; presses += 1) {
    await user.keyboard('{ArrowRight}');
  }
  if (document.activeElement !== card) throw new Error(`arrows never reached ${describe(card)}`);
  await user.keyboard('{Enter}');
}

function describe(element: Element): string {
  const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return `<${element.tagName.toLowerCase()}> "${name.slice(0, 60)}"`;
}

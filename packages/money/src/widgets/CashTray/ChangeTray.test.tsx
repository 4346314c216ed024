import { expectNoA11yViolations, renderWithProviders, spokenTexts } from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { trayPieces } from './cashTrayModel';
import { ChangeTray, changeTrayText } from './ChangeTray';

const announcement = () =>
  document.querySelector('[data-part="announcement"]')?.textContent?.trim() ?? '';

describe('changeTrayText', () => {
  it('counts the tray up from the price', () => {
    expect(changeTrayText(230, trayPieces(['quarter', 'nickel'], 'purse'))).toBe(
      'From 2 dollars 30: Quarter. 2 dollars 55. Nickel. 2 dollars 60.',
    );
    expect(changeTrayText(230, [])).toBe('From 2 dollars 30: the change tray is empty.');
  });
});

describe('ChangeTray', () => {
  it('narrates each piece from the price as it goes into the change tray', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ChangeTray label="Give the change" price={385} />);
    expect(screen.getByRole('list', { name: 'Till' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Nickel/ }));
    expect(announcement()).toBe('Nickel. 3 dollars 90.');
    await user.click(screen.getByRole('button', { name: /^Dime/ }));
    expect(announcement()).toBe('Dime. 4 dollars.');
    await expectNoA11yViolations(container);
  });

  it('without narration, reads the tray on request', async () => {
    const user = userEvent.setup();
    const { engine } = renderWithProviders(
      <ChangeTray label="Give the change" price={985} narrate={false} />,
    );
    await user.click(screen.getByRole('button', { name: /^Nickel/ }));
    expect(announcement()).toBe('Added a nickel.');
    await user.click(screen.getByRole('button', { name: 'Read aloud: the change tray' }));
    expect(spokenTexts(engine)).toContain('From 9 dollars 85: Nickel. 9 dollars 90.');
  });
});

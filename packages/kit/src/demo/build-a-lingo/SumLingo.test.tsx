import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  renderWithProviders,
  sessionSection,
} from '../../testing';
import { sumModel } from './model';
import SumLingo from './SumLingo';

describe('SumLingo', () => {
  it('is played with the keyboard alone, and a wrong answer gets its hint', async () => {
    const user = userEvent.setup();
    const item = firstItemOf(sumModel.generate, 1, 7);
    renderWithProviders(<SumLingo conceptId="money" lingoId="lingo-2-1" seed={7} />);
    expect(screen.getByText(item.prompt)).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Your answer' }));
    await user.keyboard(`${Math.abs(item.a - item.b)}{Enter}`);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(sumModel.hints.subtracted);
    await expectNoA11yViolations(document.body);
    await user.keyboard('{Enter}'); // Try again
    await user.click(screen.getByRole('textbox', { name: 'Your answer' }));
    await user.keyboard(`{Backspace>3/}${item.a + item.b}{Enter}`);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});

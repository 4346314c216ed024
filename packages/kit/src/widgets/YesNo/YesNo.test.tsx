import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations, renderWithProviders } from '../../testing';
import { TrueFalse, YesNo } from './YesNo';

describe('YesNo', () => {
  it('offers exactly Yes and No as a radio group', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<YesNo label="Is there enough time?" value={null} onChange={onChange} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Yes',
      'No',
    ]);
    // Pictures, not emoji drawn as text (fonts differ by device).
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.querySelector('svg')).not.toBeNull();
      expect(radio.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    }
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenCalledWith('no');
    await expectNoA11yViolations(document.body);
  });

  it('shows a mark after a check', async () => {
    renderWithProviders(
      <YesNo
        label="Is there enough time?"
        value="yes"
        onChange={() => {}}
        marks={{ yes: 'incorrect' }}
        disabled
      />,
    );
    expect(screen.getByRole('radio', { name: 'Yes, not right' })).toHaveAttribute(
      'data-state',
      'incorrect',
    );
    await expectNoA11yViolations(document.body);
  });
});

describe('TrueFalse', () => {
  it('offers True and False', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<TrueFalse label="A week has 7 days." value={null} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledWith('false');
    await expectNoA11yViolations(document.body);
  });
});

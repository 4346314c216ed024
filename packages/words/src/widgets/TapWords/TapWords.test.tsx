import { expectNoA11yViolations } from '@lingos/kit/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TapWords, type TapWord } from './TapWords';

const sentence: TapWord[] = [
  { text: 'The', little: true },
  { text: 'moose' },
  { text: 'swims' },
  { text: 'in', little: true },
  { text: 'the', little: true },
  { text: 'lake', after: '.' },
];

function Chooser({ onChange }: { readonly onChange?: (index: number) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <TapWords
      words={sentence}
      label="Tap the action word."
      value={value}
      onChange={(index) => {
        setValue(index);
        onChange?.(index);
      }}
    />
  );
}

describe('TapWords', () => {
  it('names each word with its place, and greys the little words out of the buttons', async () => {
    const { container } = render(<Chooser />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Word 2 of 6: moose. Press to choose.',
      'Word 3 of 6: swims. Press to choose.',
      'Word 6 of 6: lake. Press to choose.',
    ]);
    expect(screen.getByText('The')).toHaveAttribute('data-state', 'little');
    await expectNoA11yViolations(container);
  });

  it('chooses a word by tap, and by arrows and Enter with one tab stop', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Chooser onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /swims/ }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: /swims/ })).toHaveAttribute('aria-pressed', 'true');
    // Focus leaves and comes back by Tab to the one tab stop: the word chosen.
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: /swims/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /lake/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    await user.keyboard('{ArrowRight} ');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('says the marks in words and takes no choice when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <TapWords
        words={sentence}
        label="Tap the action word."
        value={1}
        onChange={onChange}
        marks={{ 1: 'incorrect' }}
        disabled
      />,
    );
    expect(screen.getByRole('button', { name: 'Word 2 of 6: moose. not right.' })).toHaveAttribute(
      'data-state',
      'incorrect',
    );
    await user.click(screen.getByRole('button', { name: /swims/ }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the sentence as text with the asked words highlighted', async () => {
    const { container } = render(
      <TapWords words={sentence} label="The sentence" highlighted={[1, 2, 5]} />,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(container.querySelector('[data-part="sentence"]')?.textContent).toBe(
      'Themooseswimsinthelake.',
    );
    await expectNoA11yViolations(container);
  });
});

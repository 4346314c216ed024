import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations, renderWithProviders, spokenTexts } from '../../testing';
import { ChoiceGrid, type ChoiceGridProps, type ChoiceOption } from './ChoiceGrid';

const options: ChoiceOption[] = [
  { value: '7:00', label: '7:00' },
  { value: '12:35', label: '12:35' },
  { value: '6:30', label: '6:30' },
];

function Controlled(props: Partial<ChoiceGridProps> & { onPick?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ChoiceGrid
      label="Which clock shows 7 o'clock?"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onPick?.(next);
      }}
      {...props}
    />
  );
}

describe('ChoiceGrid', () => {
  it('is a radio group named by the question, with one radio per card', async () => {
    renderWithProviders(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: "Which clock shows 7 o'clock?" });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    await expectNoA11yViolations(document.body);
  });

  it('selects a card on click', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderWithProviders(<Controlled onPick={onPick} />);
    await user.click(screen.getByRole('radio', { name: '12:35' }));
    expect(onPick).toHaveBeenCalledWith('12:35');
    expect(screen.getByRole('radio', { name: '12:35' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '12:35' })).toHaveAttribute('data-state', 'selected');
    await expectNoA11yViolations(document.body);
  });

  it('moves focus with the arrow keys and selects with Enter or Space', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderWithProviders(<Controlled onPick={onPick} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '7:00' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '12:35' })).toHaveFocus();
    expect(onPick).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '7:00' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '6:30' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('6:30');
    await user.keyboard('{Home} ');
    expect(onPick).toHaveBeenLastCalledWith('7:00');
  });

  it('with columns, still moves through the cards in reading order and goes round', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Controlled columns={2} options={[...options, { value: '9:15', label: '9:15' }]} />,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '12:35' })).toHaveFocus();
    await user.keyboard('{End}{ArrowDown}');
    expect(screen.getByRole('radio', { name: '7:00' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: '9:15' })).toHaveFocus();
  });

  it('keeps a single tab stop on the selected card', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled />);
    await user.click(screen.getByRole('radio', { name: '6:30' }));
    const tabbable = screen.getAllByRole('radio').filter((radio) => radio.tabIndex === 0);
    expect(tabbable).toEqual([screen.getByRole('radio', { name: '6:30' })]);
  });

  it('leaves Enter on the card already picked to the page (to check)', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn((event: { defaultPrevented: boolean }) => event.defaultPrevented);
    renderWithProviders(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(event) => onKeyDown(event)}>
        <Controlled />
      </div>,
    );
    await user.click(screen.getByRole('radio', { name: '7:00' }));
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onKeyDown).toHaveLastReturnedWith(true);
    await user.keyboard('{Enter}');
    expect(onKeyDown).toHaveLastReturnedWith(false);
  });

  it('shows marks after a check, in words as well as colour', async () => {
    renderWithProviders(
      <ChoiceGrid
        label="Which clock shows 7 o'clock?"
        options={options}
        value="12:35"
        onChange={() => {}}
        disabled
        marks={{ '12:35': 'incorrect', '7:00': 'correct' }}
      />,
    );
    expect(screen.getByRole('radio', { name: '12:35, not right' })).toHaveAttribute(
      'data-state',
      'incorrect',
    );
    expect(screen.getByRole('radio', { name: '7:00, right' })).toHaveAttribute(
      'data-state',
      'correct',
    );
    await expectNoA11yViolations(document.body);
  });

  it('ignores picks when disabled, and skips disabled cards', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(
      <ChoiceGrid label="Pick" options={options} value={null} onChange={onChange} disabled />,
    );
    await user.click(screen.getByRole('radio', { name: '7:00' }));
    expect(onChange).not.toHaveBeenCalled();
    rerender(
      <ChoiceGrid
        label="Pick"
        options={options.map((option) => ({ ...option, disabled: option.value === '12:35' }))}
        value={null}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('radio', { name: '12:35' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: '7:00' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '6:30' })).toHaveFocus();
  });

  it('names picture cards by their aria-label', () => {
    renderWithProviders(
      <ChoiceGrid
        label="Which coin is a dime?"
        options={[
          { value: 'dime', label: <span aria-hidden="true">🪙</span>, ariaLabel: 'A dime' },
          { value: 'nickel', label: <span aria-hidden="true">🪙</span>, ariaLabel: 'A nickel' },
        ]}
        value={null}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('radio', { name: 'A dime' })).toBeInTheDocument();
  });

  it('reads a card aloud on keyboard focus when asked to', async () => {
    const user = userEvent.setup();
    const { engine } = renderWithProviders(
      <ChoiceGrid
        label="Find: said"
        options={[
          { value: 'said', label: 'said', speech: 's, a, i, d' },
          { value: 'sad', label: 'sad' },
        ]}
        value={null}
        onChange={() => {}}
        speakOnFocus
      />,
    );
    await user.tab();
    expect(spokenTexts(engine)).toEqual(['s, a, i, d']);
    await user.keyboard('{ArrowRight}');
    expect(spokenTexts(engine)).toEqual(['s, a, i, d', 'sad']);
  });

  it('reads a card’s utterances in turn on keyboard focus', async () => {
    const user = userEvent.setup();
    const { engine } = renderWithProviders(
      <ChoiceGrid
        label="Which letter does bus start with?"
        options={[
          { value: 'b', label: 'b', speech: ['B.'] },
          { value: 's', label: 's', speech: [{ text: 'S.' }, { text: 'as in sun.', rate: 0.6 }] },
        ]}
        value={null}
        onChange={() => {}}
        speakOnFocus
      />,
    );
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(engine.spoken.map((request) => request.parts)).toEqual([['B.'], ['S.', 'as in sun.']]);
    expect(engine.spoken[1]?.utterances.map((utterance) => utterance.rate)).toEqual([0.9, 0.6]);
  });

  it('speaks a card from its speaker without picking it, and is axe clean', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const { engine, container } = renderWithProviders(
      <Controlled
        options={[
          { value: 'dog', label: 'The dog ran home.' },
          { value: 'cat', label: 'The cat sat.', speech: 'The cat sat down.' },
        ]}
        speakers
        onPick={onPick}
      />,
    );
    const speakers = container.querySelectorAll('[data-speaker="in-card"]');
    expect(speakers).toHaveLength(2);
    // Hidden from assistive tech and out of the Tab order: the card itself says it.
    expect(speakers[0]).toHaveAttribute('aria-hidden', 'true');
    expect(speakers[0]).not.toHaveAttribute('tabindex');
    await user.click(speakers[1] as Element);
    expect(spokenTexts(engine)).toEqual(['The cat sat down.']);
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'The cat sat.' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await user.click(screen.getByRole('radio', { name: 'The cat sat.' }));
    expect(onPick).toHaveBeenCalledWith('cat');
    await expectNoA11yViolations(container);
  });

  it('shows no speaker unless asked, nor on a card without a text', () => {
    const { container, rerender } = renderWithProviders(<Controlled />);
    expect(container.querySelector('[data-speaker]')).toBeNull();
    rerender(
      <Controlled
        speakers
        options={[
          { value: 'a', label: <svg aria-hidden="true" /> },
          { value: 'b', label: 'b' },
        ]}
      />,
    );
    expect(container.querySelectorAll('[data-speaker="in-card"]')).toHaveLength(1);
  });
});

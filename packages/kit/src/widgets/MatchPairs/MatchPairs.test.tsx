import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing';
import { MatchPairs, type MatchPairsProps } from './MatchPairs';
import { joinPair, removePair, type MatchPairsItem } from './matchPairsModel';

const coins: MatchPairsItem[] = [
  { id: 'nickel', label: 'nickel', content: 'Nickel' },
  { id: 'dime', label: 'dime', content: 'Dime' },
  { id: 'quarter', label: 'quarter', content: 'Quarter' },
];
const pictures: MatchPairsItem[] = [
  { id: 'ship', label: 'a sailing ship', content: 'ship' },
  { id: 'caribou', label: 'a caribou', content: 'caribou' },
  { id: 'beaver', label: 'a beaver', content: 'beaver' },
];

function Controlled(
  props: Partial<MatchPairsProps> & {
    onPaired?: (left: string, right: string) => void;
    onUnpaired?: (left: string, right: string) => void;
  },
) {
  const [pairs, setPairs] = useState<Record<string, string>>({});
  return (
    <MatchPairs
      label="Match each coin to its picture"
      leftLabel="Coins"
      rightLabel="Pictures"
      left={coins}
      right={pictures}
      pairs={pairs}
      onPair={(left, right) => {
        props.onPaired?.(left, right);
        setPairs((current) => joinPair(current, left, right));
      }}
      onUnpair={(left, right) => {
        props.onUnpaired?.(left, right);
        setPairs((current) => removePair(current, left));
      }}
      {...props}
    />
  );
}

function status(): string {
  return document.querySelector('[data-part="announcement"]')?.textContent?.trim() ?? '';
}

function pairNumberOf(name: string): string | null | undefined {
  return screen.getByRole('button', { name }).querySelector('[data-part="pair-number"]')
    ?.textContent;
}

describe('MatchPairs', () => {
  it('shows two named columns of toggle buttons', async () => {
    render(<Controlled />);
    const coinColumn = screen.getByRole('list', { name: 'Coins' });
    expect(within(coinColumn).getAllByRole('button')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Pictures' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'nickel' })).toHaveAttribute('aria-pressed', 'false');
    await expectNoA11yViolations(document.body);
  });

  it('joins a coin to a picture with two taps, and numbers the pair on both', async () => {
    const user = userEvent.setup();
    const onPaired = vi.fn();
    render(<Controlled onPaired={onPaired} />);
    await user.click(screen.getByRole('button', { name: 'nickel' }));
    expect(screen.getByRole('button', { name: 'nickel' })).toHaveAttribute('aria-pressed', 'true');
    expect(status()).toBe('Nickel chosen. Now choose its partner in Pictures.');
    expect(screen.getByRole('group', { name: 'Match each coin to its picture' })).toHaveAttribute(
      'data-state',
      'selecting',
    );
    await user.click(screen.getByRole('button', { name: 'a beaver' }));
    expect(onPaired).toHaveBeenCalledWith('nickel', 'beaver');
    expect(status()).toBe('Nickel joined with a beaver.');
    const nickel = screen.getByRole('button', { name: 'nickel, joined with a beaver' });
    expect(nickel).toHaveAttribute('data-state', 'paired');
    expect(nickel).toHaveAttribute('aria-pressed', 'false');
    expect(pairNumberOf('nickel, joined with a beaver')).toBe('1');
    expect(pairNumberOf('a beaver, joined with nickel')).toBe('1');
    await expectNoA11yViolations(document.body);
  });

  it('joins from the right column first just as well', async () => {
    const user = userEvent.setup();
    const onPaired = vi.fn();
    render(<Controlled onPaired={onPaired} />);
    await user.click(screen.getByRole('button', { name: 'a sailing ship' }));
    expect(status()).toBe('A sailing ship chosen. Now choose its partner in Coins.');
    await user.click(screen.getByRole('button', { name: 'dime' }));
    expect(onPaired).toHaveBeenCalledWith('dime', 'ship');
  });

  it('undoes a pair when one of its items is tapped, keeping that item chosen', async () => {
    const user = userEvent.setup();
    const onUnpaired = vi.fn();
    render(<Controlled onUnpaired={onUnpaired} />);
    await user.click(screen.getByRole('button', { name: 'nickel' }));
    await user.click(screen.getByRole('button', { name: 'a caribou' }));
    await user.click(screen.getByRole('button', { name: 'a caribou, joined with nickel' }));
    expect(onUnpaired).toHaveBeenCalledWith('nickel', 'caribou');
    expect(status()).toBe(
      'Nickel and a caribou are no longer joined. A caribou chosen. Now choose its partner in Coins.',
    );
    expect(screen.getByRole('button', { name: 'a caribou' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'quarter' }));
    expect(
      screen.getByRole('button', { name: 'quarter, joined with a caribou' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'nickel' })).toBeInTheDocument();
  });

  it('plays by keyboard: one tab stop per column, arrows, Enter, then the other column', async () => {
    const user = userEvent.setup();
    const onPaired = vi.fn();
    render(<Controlled onPaired={onPaired} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'nickel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'a sailing ship' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'dime' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // Focus goes over to the pictures to choose the partner.
    expect(screen.getByRole('button', { name: 'a sailing ship' })).toHaveFocus();
    await user.keyboard('{End}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('button', { name: 'a sailing ship' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onPaired).toHaveBeenCalledWith('dime', 'ship');
    expect(screen.getByRole('button', { name: 'a sailing ship, joined with dime' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'dime, joined with a sailing ship' })).toHaveFocus();
  });

  it('lets go of the chosen item with Escape and gives it focus back', async () => {
    const user = userEvent.setup();
    const onPaired = vi.fn();
    render(<Controlled onPaired={onPaired} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'a sailing ship' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'nickel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'nickel' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'a beaver' }));
    expect(onPaired).not.toHaveBeenCalled();
  });

  it('changes its mind: a second item in the same column becomes the chosen one', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'nickel' }));
    await user.click(screen.getByRole('button', { name: 'quarter' }));
    expect(screen.getByRole('button', { name: 'nickel' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'quarter' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'quarter' }));
    expect(screen.getByRole('button', { name: 'quarter' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('after a check, marks pairs in words and locks the right ones', async () => {
    const user = userEvent.setup();
    const onUnpaired = vi.fn();
    render(
      <MatchPairs
        label="Match each coin to its picture"
        leftLabel="Coins"
        rightLabel="Pictures"
        left={coins}
        right={pictures}
        pairs={{ nickel: 'beaver', dime: 'caribou', quarter: 'ship' }}
        marks={{ nickel: 'correct', dime: 'incorrect', quarter: 'incorrect' }}
        onPair={() => {}}
        onUnpair={onUnpaired}
      />,
    );
    const nickel = screen.getByRole('button', { name: 'nickel, joined with a beaver, right' });
    expect(nickel).toHaveAttribute('data-state', 'correct');
    expect(nickel).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByRole('button', { name: 'a caribou, joined with dime, not right' }),
    ).toHaveAttribute('data-state', 'incorrect');
    await user.click(nickel);
    expect(onUnpaired).not.toHaveBeenCalled();
    // The locked nickel is skipped: the column's tab stop is the dime.
    await user.tab();
    expect(
      screen.getByRole('button', { name: 'dime, joined with a caribou, not right' }),
    ).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Match each coin to its picture' })).toHaveAttribute(
      'data-state',
      'incorrect',
    );
    await expectNoA11yViolations(document.body);
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onPaired = vi.fn();
    render(<Controlled onPaired={onPaired} disabled />);
    await user.click(screen.getByRole('button', { name: 'nickel' }));
    await user.click(screen.getByRole('button', { name: 'a beaver' }));
    expect(onPaired).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'nickel' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('MatchPairs, checked pair by pair', () => {
  it('says why a refused pair is not joined, and joins a right one', async () => {
    const user = userEvent.setup();
    function Checked() {
      const [pairs, setPairs] = useState<Record<string, string>>({});
      const answer: Record<string, string> = { nickel: 'beaver', dime: 'ship', quarter: 'caribou' };
      return (
        <MatchPairs
          label="Match each coin to its picture"
          leftLabel="Coins"
          rightLabel="Pictures"
          left={coins}
          right={pictures}
          pairs={pairs}
          marks={Object.fromEntries(Object.keys(pairs).map((id) => [id, 'correct' as const]))}
          onPair={(left, right) => {
            if (answer[left] !== right) return { refused: 'The beaver is on the nickel.' };
            setPairs((current) => joinPair(current, left, right));
            return undefined;
          }}
          onUnpair={() => undefined}
        />
      );
    }
    render(<Checked />);
    const announcement = () => document.querySelector('[data-part="announcement"]') as HTMLElement;
    await user.click(screen.getByRole('button', { name: /^nickel/ }));
    await user.click(screen.getByRole('button', { name: /^a caribou/ }));
    expect(announcement()).toHaveTextContent('The beaver is on the nickel.');
    expect(announcement()).not.toHaveTextContent('joined');
    await user.click(screen.getByRole('button', { name: /^nickel/ }));
    await user.click(screen.getByRole('button', { name: /^a beaver/ }));
    expect(announcement()).toHaveTextContent('Nickel joined with a beaver.');
    expect(
      screen.getByRole('button', { name: 'nickel, joined with a beaver, right' }),
    ).toBeInTheDocument();
  });
});

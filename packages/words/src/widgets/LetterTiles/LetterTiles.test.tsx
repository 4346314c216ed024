import {
  expectNoA11yViolations,
  indexInParent,
  layOut,
  mockMatchMedia,
  type TestBox,
} from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LetterTiles, useLetterTiles } from './LetterTiles';
import type { Tile, TilesAction, TilesConfig, TilesState } from './tilesModel';

/** jsdom has no layout: the slots in a row on top, the tray below with its tiles in a row. */
function slotsAndTray(element: HTMLElement): TestBox | undefined {
  const slot = element.closest<HTMLElement>('[data-slot]');
  if (slot) return { left: 10 + Number(slot.dataset.slot) * 80, top: 0, width: 70, height: 70 };
  const tray = element.closest<HTMLElement>('[data-zone="tray"]');
  if (!tray) return undefined;
  const item = element.closest<HTMLElement>('li');
  if (item) return { left: 10 + indexInParent(item) * 70, top: 250, width: 60, height: 60 };
  return { left: 0, top: 200, width: 400, height: 200 };
}

function status(): string {
  return document.querySelector('[data-part="announcement"]')?.textContent?.trim() ?? '';
}

function shownMessage(): string {
  return document.querySelector('[data-part="message"]')?.textContent ?? '';
}

function dragAnnouncement(): string {
  return [...document.querySelectorAll('[aria-live="assertive"]')]
    .map((region) => region.textContent)
    .join(' ');
}

let check: ((correct: readonly boolean[]) => void) | undefined;

function Harness({
  config,
  onTileSpeak,
  onState,
}: {
  readonly config: TilesConfig;
  readonly onTileSpeak?: (tile: Tile) => void;
  readonly onState?: (state: TilesState) => void;
}) {
  const [state, dispatch] = useLetterTiles(config);
  onState?.(state);
  check = (correct) => dispatch({ type: 'mark', correct });
  return (
    <LetterTiles
      state={state}
      onAction={(action: TilesAction) => dispatch(action)}
      label="Build the word: cat"
      onTileSpeak={onTileSpeak}
    />
  );
}

const cvc: TilesConfig = { layout: 3, tiles: ['t', 'a', 'c'] };
const widget = () => screen.getByRole('group', { name: 'Build the word: cat' });
const tray = () => screen.getByRole('region', { name: 'Tiles' });
const slots = () => screen.getByRole('list', { name: 'Slots' });
const slotStates = () =>
  [...document.querySelectorAll<HTMLElement>('[data-slot]')].map((slot) => slot.dataset.state);

describe('LetterTiles', () => {
  let restoreLayout = () => {};
  beforeEach(() => {
    restoreLayout = layOut(slotsAndTray);
  });
  afterEach(() => {
    restoreLayout();
    check = undefined;
  });

  it('names the slots and tiles as words.md 1-4 reads them', async () => {
    render(<Harness config={cvc} />);
    expect(widget()).toHaveAccessibleDescription('Three empty slots.');
    const tiles = within(tray()).getAllByRole('button');
    expect(tiles.map((tile) => tile.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      't',
      'a',
      'c',
    ]);
    expect(tiles).toEqual(
      ['t', 'a', 'c'].map((name) => within(tray()).getByRole('button', { name })),
    );
    expect(within(slots()).getByText('Slot 2, empty')).toBeInTheDocument();
    expect(widget()).toHaveAttribute('data-state', 'idle');
    await expectNoA11yViolations(document.body);
  });

  it('puts a tapped tile in the next empty slot and reads the slots back', async () => {
    const user = userEvent.setup();
    render(<Harness config={cvc} />);
    await user.click(within(tray()).getByRole('button', { name: 'c' }));
    expect(within(slots()).getByRole('button', { name: 'c, slot 1' })).toBeInTheDocument();
    expect(status()).toBe('c in slot 1. Slots: c, empty, empty.');
    await user.click(within(tray()).getByRole('button', { name: 'a' }));
    await user.click(within(tray()).getByRole('button', { name: 't' }));
    expect(status()).toBe('t in slot 3. You built c, a, t: cat.');
    expect(within(tray()).queryAllByRole('button')).toHaveLength(0);
    await expectNoA11yViolations(document.body);
    // Mouse or finger alone can take tiles out too.
    await user.click(screen.getByRole('button', { name: 'Take back the last tile' }));
    expect(status()).toBe('t went back to the tiles. Slots: c, a, empty.');
    await user.click(screen.getByRole('button', { name: 'Clear every slot' }));
    expect(status()).toBe('The tiles went back. Slots: empty, empty, empty.');
    expect(within(tray()).getAllByRole('button')).toHaveLength(3);
  });

  it('never places twice on a double tap', async () => {
    const user = userEvent.setup();
    render(<Harness config={cvc} />);
    await user.dblClick(within(tray()).getByRole('button', { name: 't' }));
    expect(slotStates()).toEqual(['filled', 'empty', 'empty']);
    expect(within(tray()).getAllByRole('button')).toHaveLength(2);
  });

  it('fills slots as letters are typed, empties the last with Backspace, and says kindly what is missing', async () => {
    const user = userEvent.setup();
    render(<Harness config={cvc} />);
    await user.tab();
    expect(within(tray()).getByRole('button', { name: 't' })).toHaveFocus();
    await user.keyboard('ca');
    expect(status()).toBe('a in slot 2. Slots: c, a, empty.');
    await user.keyboard('q');
    expect(shownMessage()).toBe('There is no q tile here. Tiles: t.');
    expect(slotStates()).toEqual(['filled', 'filled', 'empty']);
    await user.keyboard('{Backspace}');
    expect(status()).toBe('a went back to the tiles. Slots: c, empty, empty.');
    expect(shownMessage()).toBe('');
    await user.keyboard('at');
    expect(status()).toBe('t in slot 3. You built c, a, t: cat.');
  });

  it('keeps focus in the tray when Enter puts the focused tile in a slot', async () => {
    const user = userEvent.setup();
    render(<Harness config={cvc} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(within(tray()).getByRole('button', { name: 'a' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(tray()).getByRole('button', { name: 'c' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(tray()).getByRole('button', { name: 'a' })).toHaveFocus();
    expect(status()).toBe('c in slot 2. Slots: t, c, empty.');
  });

  it('moves a tile into any slot with Space, arrows and Space', async () => {
    const user = userEvent.setup();
    render(<Harness config={cvc} />);
    await user.tab();
    const t = within(tray()).getByRole('button', { name: 't' });
    expect(t).toHaveFocus();
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(dragAnnouncement()).toContain('Picked up t.');
    expect(widget()).toHaveAttribute('data-state', 'dragging');
    await user.keyboard('[ArrowRight]');
    await act(async () => {});
    await user.keyboard('[ArrowRight]');
    await act(async () => {});
    await user.keyboard('[ArrowRight]');
    await act(async () => {});
    expect(dragAnnouncement()).toContain('Over slot 3.');
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(status()).toBe('t in slot 3. Slots: empty, empty, t.');
    expect(widget()).toHaveAttribute('data-state', 'idle');
  });

  it('leaves everything as it was when a held tile is cancelled with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness config={cvc} />);
    await user.tab();
    await user.keyboard('[Space]');
    await act(async () => {});
    await user.keyboard('[ArrowRight]');
    await act(async () => {});
    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(dragAnnouncement()).toContain('Cancelled. t stays where it was.');
    expect(slotStates()).toEqual(['empty', 'empty', 'empty']);
    expect(within(tray()).getAllByRole('button')).toHaveLength(3);
  });

  it('speaks a placed tile when it is tapped', async () => {
    const user = userEvent.setup();
    const onTileSpeak = vi.fn();
    render(<Harness config={cvc} onTileSpeak={onTileSpeak} />);
    await user.click(within(tray()).getByRole('button', { name: 'a' }));
    await user.click(within(slots()).getByRole('button', { name: 'a, slot 1' }));
    expect(onTileSpeak).toHaveBeenCalledWith({ id: 'tile-1', text: 'a', kind: 'letter' });
    expect(slotStates()).toEqual(['filled', 'empty', 'empty']);
  });

  it('swaps two slots’ tiles with the keyboard, and Backspace takes out the focused one', async () => {
    const user = userEvent.setup();
    render(<Harness config={cvc} />);
    await user.tab();
    await user.keyboard('ta');
    const t = within(slots()).getByRole('button', { name: 't, slot 1' });
    t.focus();
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(dragAnnouncement()).toContain('Picked up t.');
    await user.keyboard('[ArrowRight]');
    await act(async () => {});
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(status()).toBe('t moved to slot 2 and a to slot 1. Slots: a, t, empty.');
    within(slots()).getByRole('button', { name: 'a, slot 1' }).focus();
    await user.keyboard('{Backspace}');
    expect(status()).toBe('a went back to the tiles. Slots: empty, t, empty.');
    // Focus stays in the widget, on a tray tile, so typing still works.
    expect(tray()).toContainElement(document.activeElement as HTMLElement);
  });

  it('moves nothing once disabled, while a placed tile still speaks', async () => {
    const user = userEvent.setup();
    const onTileSpeak = vi.fn();
    const onAction = vi.fn();
    let state: TilesState | undefined;
    const { rerender } = render(<Harness config={cvc} onState={(next) => (state = next)} />);
    await user.tab();
    await user.keyboard('c');
    if (!state) throw new Error('no state');
    rerender(
      <LetterTiles
        state={state}
        onAction={onAction}
        label="Build the word: cat"
        onTileSpeak={onTileSpeak}
        disabled
      />,
    );
    await user.click(within(tray()).getByRole('button', { name: 'a' }));
    await user.keyboard('at{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Clear every slot' }));
    expect(onAction).not.toHaveBeenCalled();
    await user.click(within(slots()).getByRole('button', { name: 'c, slot 1' }));
    expect(onTileSpeak).toHaveBeenCalledWith({ id: 'tile-2', text: 'c', kind: 'letter' });
  });

  it('after a wrong check locks the right slot, crosses the others and says so in words', async () => {
    const user = userEvent.setup();
    render(<Harness config={cvc} />);
    await user.tab();
    await user.keyboard('cta');
    act(() => check?.([true, false, false]));
    expect(slotStates()).toEqual(['correct', 'wrong', 'wrong']);
    expect(status()).toBe(
      'c in slot 1 is right. t in slot 2 went back to the tiles: try another. a in slot 3 went back to the tiles: try another.',
    );
    expect(within(slots()).getByRole('button', { name: 'c, slot 1, right' })).toBeInTheDocument();
    expect(
      within(slots()).getByText('Slot 2, empty: its tile went back, try another'),
    ).toBeInTheDocument();
    expect(widget()).toHaveAttribute('data-state', 'incorrect');
    await user.keyboard('{Backspace}');
    expect(shownMessage()).toBe('There is no tile to take out.');
    await expectNoA11yViolations(document.body);
  });

  it('lays out the whole A–Z rack and uses a letter many times', async () => {
    const user = userEvent.setup();
    render(<Harness config={{ layout: 3, tiles: 'alphabet' }} />);
    expect(within(tray()).getAllByRole('button')).toHaveLength(26);
    await user.click(within(tray()).getByRole('button', { name: 'p' }));
    await user.click(within(tray()).getByRole('button', { name: 'u' }));
    await user.click(within(tray()).getByRole('button', { name: 'p' }));
    expect(status()).toBe('p in slot 3. You built p, u, p: pup.');
    expect(within(tray()).getAllByRole('button')).toHaveLength(26);
    await expectNoA11yViolations(document.body);
  });

  it('takes a quick double tap on an A–Z rack key as two letters, like a keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness config={{ layout: 3, tiles: 'alphabet' }} />);
    await user.click(within(tray()).getByRole('button', { name: 'e' }));
    await user.dblClick(within(tray()).getByRole('button', { name: 's' }));
    expect(status()).toBe('s in slot 3. You built e, s, s: ess.');
  });

  it('shows a fixed chunk and word-part tiles with their words', async () => {
    render(
      <>
        <Harness config={{ layout: ['slot', { chunk: 'at' }], tiles: ['h', 'm', 's'] }} />
      </>,
    );
    expect(widget()).toHaveAccessibleDescription('Slot, then the chunk a t.');
    expect(within(slots()).getByText('the chunk a t')).toBeInTheDocument();
    await expectNoA11yViolations(document.body);
  });

  it('types a two-letter team letter by letter', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        config={{
          layout: [{ chunk: 'fi' }, 'slot'],
          tiles: ['sh', 'ch', 'th'].map((text) => ({ text, kind: 'team' as const })),
        }}
      />,
    );
    await user.tab();
    await user.keyboard('s');
    expect(shownMessage()).toBe('s: keep typing for s h.');
    await user.keyboard('h');
    expect(status()).toBe('s h in slot 1. You built f, i, s, h: fish.');
    expect(shownMessage()).toBe('');
  });

  it('is axe clean in dark mode with part and word tiles', async () => {
    const { container } = render(
      <div className={themeClass('default', true)}>
        <Harness config={{ layout: 2, tiles: [{ text: 'un', kind: 'prefix' }, 'safe'] }} />
      </div>,
    );
    expect(
      within(tray()).getByRole('button', { name: 'Part tile: u n, prefix' }),
    ).toBeInTheDocument();
    expect(within(tray()).getByRole('button', { name: 'Word tile: safe' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('slides wrong tiles back, unless reduced motion is asked for', async () => {
    const animate = vi.fn(() => ({ cancel: () => {} }));
    HTMLElement.prototype.animate = animate as unknown as HTMLElement['animate'];
    const matchMedia = mockMatchMedia({ '(prefers-reduced-motion: reduce)': false });
    const user = userEvent.setup();
    const { unmount } = render(<Harness config={cvc} />);
    await user.tab();
    await user.keyboard('tac');
    act(() => check?.([false, true, false]));
    expect(animate).toHaveBeenCalledTimes(2);
    unmount();
    animate.mockClear();
    matchMedia.set('(prefers-reduced-motion: reduce)', true);
    render(<Harness config={cvc} />);
    await user.tab();
    await user.keyboard('tac');
    act(() => check?.([false, true, false]));
    expect(slotStates()).toEqual(['wrong', 'correct', 'wrong']);
    expect(animate).not.toHaveBeenCalled();
    matchMedia.restore();
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  });

  // Last, and with no clicks: dnd-kit swallows clicks on the document for a moment after a
  // pointer drag ends, and jsdom's document is shared by the tests of this file.
  describe('pointer drags', () => {
    it('drops a tile where the mouse lets it go, and says kindly when that is no slot', async () => {
      const user = userEvent.setup();
      render(<Harness config={cvc} />);
      const a = within(tray()).getByRole('button', { name: 'a' });
      await user.pointer([
        { keys: '[MouseLeft>]', target: a, coords: { clientX: 110, clientY: 280 } },
        { target: a, coords: { clientX: 130, clientY: 200 } },
        { target: a, coords: { clientX: 125, clientY: 35 } },
        { keys: '[/MouseLeft]', target: a, coords: { clientX: 125, clientY: 35 } },
      ]);
      await act(async () => {});
      expect(status()).toBe('a in slot 2. Slots: empty, a, empty.');
      const c = within(tray()).getByRole('button', { name: 'c' });
      await user.pointer([
        { keys: '[MouseLeft>]', target: c, coords: { clientX: 180, clientY: 280 } },
        { target: c, coords: { clientX: 300, clientY: 150 } },
        { target: c, coords: { clientX: 600, clientY: 120 } },
        { keys: '[/MouseLeft]', target: c, coords: { clientX: 600, clientY: 120 } },
      ]);
      await act(async () => {});
      expect(shownMessage()).toBe('c went back to the tiles. Drop it on a slot to use it.');
      expect(slotStates()).toEqual(['empty', 'filled', 'empty']);
    });

    it('takes a slot’s tile back to the tray when it is dragged there', async () => {
      const user = userEvent.setup();
      render(<Harness config={cvc} />);
      await user.tab();
      await user.keyboard('c');
      const placed = within(slots()).getByRole('button', { name: 'c, slot 1' });
      await user.pointer([
        { keys: '[MouseLeft>]', target: placed, coords: { clientX: 45, clientY: 35 } },
        { target: placed, coords: { clientX: 100, clientY: 150 } },
        { target: placed, coords: { clientX: 200, clientY: 300 } },
        { keys: '[/MouseLeft]', target: placed, coords: { clientX: 200, clientY: 300 } },
      ]);
      await act(async () => {});
      expect(status()).toBe('c went back to the tiles. Slots: empty, empty, empty.');
      expect(within(tray()).getAllByRole('button')).toHaveLength(3);
    });
  });
});

import { ChoiceGrid, createFakeSpeechEngine, SortBins, type ChoiceOption } from '@lingos/kit';
import { expectNoA11yViolations, renderWithProviders } from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PictureCard, pictureChoice, pictureSortItem, wordLength } from './PictureCard';

const bus = { word: 'bus', emoji: '🚌' };
const moon = { word: 'moon', emoji: '🌙' };
const sun = { word: 'sun', emoji: '☀️' };

function Choices({
  options,
  onChange,
  speakOnFocus = true,
}: {
  options: readonly ChoiceOption[];
  onChange: (value: string) => void;
  speakOnFocus?: boolean;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ChoiceGrid
      label="Which picture starts with the letter m?"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      speakOnFocus={speakOnFocus}
    />
  );
}

describe('PictureCard', () => {
  it.each([false, true])('shows the picture and its word, and says it (dark %s)', async (dark) => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    renderWithProviders(
      <div className={themeClass('default', dark)}>
        <PictureCard entry={bus} />
      </div>,
      { engine },
    );
    expect(screen.getByRole('img', { name: 'Picture: a bus.' })).toBeInTheDocument();
    expect(screen.getByText('bus')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hear the word bus' }));
    expect(engine.said).toEqual([{ text: 'bus.', rate: 0.9 }]);
    await screen.findByRole('img', { name: 'Picture: a bus.' }, {});
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'Picture: a bus.' })).toHaveAttribute(
        'data-state',
        'ready',
      ),
    );
    await expectNoA11yViolations(document.body);
  });

  it('hides the word when the item tests reading or spelling, but still says it', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    renderWithProviders(<PictureCard entry={{ word: 'ship', emoji: '🚢' }} showWord={false} />, {
      engine,
    });
    expect(screen.queryByText('ship')).toBeNull();
    expect(screen.getByRole('img', { name: 'Picture: a ship.' })).toBeInTheDocument();
    // The speaker's name never spells the hidden word.
    await user.click(screen.getByRole('button', { name: 'Hear the word' }));
    expect(engine.said.map((utterance) => utterance.text)).toEqual(['ship.']);
    await expectNoA11yViolations(document.body);
  });

  it('says its own speech and reports the press', async () => {
    const user = userEvent.setup();
    const onSpeak = vi.fn();
    const engine = createFakeSpeechEngine();
    renderWithProviders(
      <PictureCard entry={sun} speech={['S.', 'as in sun.']} onSpeak={onSpeak} />,
      { engine },
    );
    await user.click(screen.getByRole('button', { name: 'Hear the word sun' }));
    expect(onSpeak).toHaveBeenCalledOnce();
    expect(engine.said.map((utterance) => utterance.text)).toEqual(['S.', 'as in sun.']);
  });

  it('takes an entry’s alt and has no speaker when silent', () => {
    renderWithProviders(
      <PictureCard entry={{ word: 'cats', emoji: '🐱', alt: 'three cats' }} speaker="none" />,
    );
    expect(screen.getByRole('img', { name: 'Picture: three cats.' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('pictureChoice in a ChoiceGrid', () => {
  it('speaks a card on keyboard focus and from its small speaker; tapping the card picks it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const engine = createFakeSpeechEngine();
    renderWithProviders(
      <Choices
        options={[moon, sun, bus].map((entry) => pictureChoice(entry))}
        onChange={onChange}
      />,
      { engine },
    );
    const moonCard = screen.getByRole('radio', { name: 'a moon' });
    expect(within(moonCard).getByText('moon')).toBeVisible();

    await user.tab();
    expect(moonCard).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(engine.spoken.map((request) => request.parts)).toEqual([['moon.'], ['sun.']]);
    expect(onChange).not.toHaveBeenCalledWith('moon');

    const busCard = screen.getByRole('radio', { name: 'a bus' });
    const speaker = busCard.querySelector('[data-speaker="in-card"]');
    if (!(speaker instanceof HTMLElement)) throw new Error('No small speaker on the bus card');
    const requests = engine.spoken.length;
    await user.click(speaker);
    // (jsdom counts a click's focus as keyboard focus, so the card may say its word first.)
    expect(engine.spoken.at(-1)?.parts).toEqual(['bus.']);
    expect(engine.spoken.length).toBeGreaterThan(requests);
    expect(busCard).toHaveAttribute('aria-checked', 'false');

    await user.click(busCard);
    expect(onChange).toHaveBeenLastCalledWith('bus');
    expect(busCard).toHaveAttribute('aria-checked', 'true');
    await expectNoA11yViolations(document.body);
  });

  it('stays silent where hearing would give the answer away', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    renderWithProviders(
      <Choices
        options={[moon, sun].map((entry) => pictureChoice(entry, { speak: false }))}
        onChange={() => {}}
      />,
      { engine },
    );
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(engine.spoken).toEqual([]);
    expect(document.querySelector('[data-speaker="in-card"]')).toBeNull();
  });

  it('can hide the words and count a tap on the speaker as a hint', async () => {
    const user = userEvent.setup();
    const onSpeak = vi.fn();
    const engine = createFakeSpeechEngine();
    renderWithProviders(
      <Choices
        options={[
          pictureChoice({ word: 'cap', emoji: '🧢' }, { showWord: false, onSpeak }),
          pictureChoice({ word: 'cape', emoji: '🦸' }, { showWord: false, onSpeak }),
        ]}
        onChange={() => {}}
        speakOnFocus={false}
      />,
      { engine },
    );
    expect(screen.queryByText('cape')).toBeNull();
    const speaker = screen
      .getByRole('radio', { name: 'a cape' })
      .querySelector('[data-speaker="in-card"]');
    await user.click(speaker as HTMLElement);
    expect(onSpeak).toHaveBeenCalledOnce();
    expect(engine.said.map((utterance) => utterance.text)).toEqual(['cape.']);
    act(() => engine.startSentence());
    expect(speaker).toHaveAttribute('data-state', 'speaking');
  });
});

describe('pictureSortItem in SortBins', () => {
  it('is a sortable card whose speaker says its word without picking it up', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    const onPlace = vi.fn();
    renderWithProviders(
      <SortBins
        label="Sort by letter team"
        items={[
          pictureSortItem({ word: 'ship', emoji: '🚢' }),
          pictureSortItem({ word: 'chick', emoji: '🐤' }),
        ]}
        bins={[
          { id: 'sh', label: 'sh' },
          { id: 'ch', label: 'ch' },
        ]}
        placement={{}}
        onPlace={onPlace}
      />,
      { engine },
    );
    const ship = screen.getByRole('button', { name: /ship/ });
    const speaker = ship.querySelector('[data-speaker="in-card"]');
    await user.click(speaker as HTMLElement);
    expect(engine.said.map((utterance) => utterance.text)).toEqual(['ship.']);
    expect(onPlace).not.toHaveBeenCalled();
    expect(ship).toHaveAttribute('aria-pressed', 'false');
    await user.click(ship);
    expect(ship).toHaveAttribute('aria-pressed', 'true');
    await expectNoA11yViolations(document.body);
  });
});

describe('wordLength', () => {
  it('draws long words a size smaller, so they fit a card on a phone', () => {
    expect(wordLength('bus')).toBe('short');
    expect(wordLength('monkey')).toBe('short');
    expect(wordLength('elephant')).toBe('long');
    expect(wordLength('watermelon')).toBe('longer');
  });
});

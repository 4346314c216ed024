import {
  createFakeSpeechEngine,
  expectNoA11yViolations,
  mockMatchMedia,
  renderWithProviders,
  type MatchMediaMock,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import twoTextsData from '../../data/lingo-3-2.json';
import { parsePassages } from '../../model/passages';
import { TwoTexts, sideBySideQuery } from './TwoTexts';
import { kindPhrase, localIndices, passageTexts, textName } from './twoTextsModel';

const [beavers, winter, northernLights] = parsePassages(twoTextsData, 'lingo-3-2.json').passages;

describe('passageTexts', () => {
  it("splits a passage at its parts' first sentences", () => {
    const [story, facts] = passageTexts(beavers!);
    expect(story?.passage.sentences).toHaveLength(6);
    expect(story?.passage.sentences[0]).toBe('Bea the beaver was tired of her leaky lodge.');
    expect(facts?.first).toBe(6);
    expect(facts?.passage.sentences).toEqual([
      'Beavers are the largest rodents in Canada.',
      'Their front teeth are orange because they contain iron, which makes them strong.',
      'Beavers build dams and lodges from branches, rocks and mud.',
      'They do most of their work at night.',
      'A beaver appears on the Canadian nickel.',
    ]);
    expect(passageTexts(winter!)[1]?.passage.say).toEqual(winter!.say);
  });

  it('names each text as reading.md writes it', () => {
    const [story, facts] = passageTexts(beavers!);
    expect(textName(story!)).toBe('Text 1: Bea Fixes Her Lodge, a story');
    expect(textName(facts!)).toBe('Text 2: Beaver Facts, information');
    expect(kindPhrase('letter')).toBe('a letter');
    expect(kindPhrase(undefined)).toBeNull();
  });

  it("maps the whole passage's sentence numbers to a text's own", () => {
    const [story, facts] = passageTexts(northernLights!);
    expect(localIndices(story!, [1, 8])).toEqual([1]);
    expect(localIndices(facts!, [1, 8])).toEqual([8 - facts!.first]);
  });
});

describe('TwoTexts', () => {
  let media: MatchMediaMock | null = null;
  const screenWide = (wide: boolean) => {
    media = mockMatchMedia({ [sideBySideQuery]: wide });
  };
  afterEach(() => {
    media?.restore();
  });

  it('shows tabs "Text 1 / Text 2" on a narrow screen; arrows move between them', async () => {
    screenWide(false);
    const user = userEvent.setup();
    renderWithProviders(<TwoTexts passage={beavers!} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Text 1', 'Text 2']);
    expect(tabs[0]).toHaveAccessibleName('Text 1: Bea Fixes Her Lodge, a story');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Bea Fixes Her Lodge');
    await expectNoA11yViolations(document.body);
    await user.tab();
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Text 2');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Beaver Facts');
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('Bea Fixes Her Lodge');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Text 1');
    await user.click(screen.getByRole('tab', { name: /Text 2/ }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Beaver Facts');
    await expectNoA11yViolations(document.body);
  });

  it('stands the texts side by side on a wide screen, each read aloud on its own', async () => {
    screenWide(true);
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    renderWithProviders(<TwoTexts passage={winter!} />, { engine });
    expect(screen.queryByRole('tablist')).toBeNull();
    const second = screen.getByRole('region', { name: "Text 2: Sofia's Winter Morning" });
    await user.click(within(second).getByRole('button', { name: 'Read aloud' }));
    expect(engine.spoken.at(-1)?.parts).toEqual([
      'Sofia lives in Winnipeg.',
      'On a winter morning, the thermometer says minus twenty-five degrees Celsius.',
      'She zips up her snowsuit and pulls on her toque, scarf and thick mittens.',
      'Snow squeaks under her boots as she walks to school.',
      'By the time she gets there, her eyelashes are frosty.',
    ]);
    await expectNoA11yViolations(document.body);
  });

  it('reads only Text 1 by itself at step 1', () => {
    screenWide(true);
    const engine = createFakeSpeechEngine();
    renderWithProviders(<TwoTexts passage={beavers!} autoRead />, { engine });
    expect(engine.spoken).toHaveLength(1);
    expect(engine.spoken[0]?.parts[0]).toBe('Bea the beaver was tired of her leaky lodge.');
  });

  it('opens the tab that "Look here" points into', () => {
    screenWide(false);
    const { rerender } = renderWithProviders(<TwoTexts passage={beavers!} />);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Text 1');
    rerender(<TwoTexts passage={beavers!} lookHere={[10]} />);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Text 2');
    const lit = document.querySelectorAll('[data-look-here="true"]');
    expect(Array.from(lit).map((element) => element.textContent)).toEqual([
      'A beaver appears on the Canadian nickel.',
    ]);
  });

  it("reports a chosen sentence as the whole passage's index", async () => {
    screenWide(true);
    const user = userEvent.setup();
    const onChooseSentence = vi.fn();
    renderWithProviders(
      <TwoTexts
        passage={beavers!}
        mode="tap-sentence"
        onChooseSentence={onChooseSentence}
        marks={{ 7: 'correct' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: /^Sentence 4: They do most/ }));
    expect(onChooseSentence).toHaveBeenCalledWith(9);
    expect(screen.getByRole('button', { name: /^Sentence 2: Their front teeth/ })).toHaveAttribute(
      'data-state',
      'correct',
    );
  });
});

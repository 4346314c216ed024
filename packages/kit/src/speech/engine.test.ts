import { describe, expect, it, vi } from 'vitest';
import {
  createBrowserSpeechEngine,
  createMemorySpeechEngine,
  pickVoice,
  type SpeechVoice,
} from './engine';

const voice = (name: string, lang: string, extra: Partial<SpeechVoice> = {}): SpeechVoice => ({
  name,
  lang,
  ...extra,
});

describe('pickVoice', () => {
  it('prefers an en-CA voice', () => {
    const voices = [
      voice('US', 'en-US', { default: true }),
      voice('Canada', 'en-CA'),
      voice('UK', 'en-GB'),
    ];
    expect(pickVoice(voices)?.name).toBe('Canada');
  });

  it('reads underscores and any case in language tags', () => {
    expect(pickVoice([voice('US', 'en-US'), voice('Canada', 'EN_ca')])?.name).toBe('Canada');
  });

  it('falls back to en-US, then en-GB, then any English voice', () => {
    expect(pickVoice([voice('UK', 'en-GB'), voice('US', 'en-US')])?.name).toBe('US');
    expect(pickVoice([voice('Australia', 'en-AU'), voice('UK', 'en-GB')])?.name).toBe('UK');
    expect(pickVoice([voice('French', 'fr-CA'), voice('Australia', 'en-AU')])?.name).toBe(
      'Australia',
    );
  });

  it('prefers a local voice, then the default one, among equals', () => {
    const voices = [
      voice('Remote', 'en-CA', { localService: false, default: true }),
      voice('Local', 'en-CA', { localService: true }),
    ];
    expect(pickVoice(voices)?.name).toBe('Local');
  });

  it('gives null without an English voice', () => {
    expect(pickVoice([voice('French', 'fr-CA')])).toBeNull();
    expect(pickVoice([])).toBeNull();
  });
});

describe('createBrowserSpeechEngine', () => {
  it('is unsupported without speechSynthesis or SpeechSynthesisUtterance', () => {
    expect(createBrowserSpeechEngine({}).supported).toBe(false);
    expect(createBrowserSpeechEngine(undefined).supported).toBe(false);
    const synth = { getVoices: () => [] } as unknown as SpeechSynthesis;
    expect(createBrowserSpeechEngine({ speechSynthesis: synth }).supported).toBe(false);
  });

  it('speaks each part as its own utterance with the voice, language and rate', () => {
    const native = [{ name: 'Canada', lang: 'en-CA', default: true, localService: true }];
    const spoken: { text: string; lang: string; rate: number; voice: unknown }[] = [];
    const synth = {
      getVoices: () => native,
      speak: (utterance: { text: string; lang: string; rate: number; voice: unknown }) =>
        spoken.push(utterance),
      cancel: vi.fn(),
      resume: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    } as unknown as SpeechSynthesis;
    class Utterance {
      text: string;
      lang = '';
      rate = 1;
      voice: unknown = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    const engine = createBrowserSpeechEngine({
      speechSynthesis: synth,
      SpeechSynthesisUtterance: Utterance as unknown as typeof SpeechSynthesisUtterance,
    });
    expect(engine.supported).toBe(true);
    engine.speak({
      parts: ['B.', 'as in ball.'],
      voice: native[0] as SpeechVoice,
      lang: 'en-CA',
      rate: 0.9,
    });
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    expect(spoken.map((utterance) => utterance.text)).toEqual(['B.', 'as in ball.']);
    expect(spoken[0]).toMatchObject({ lang: 'en-CA', rate: 0.9, voice: native[0] });
  });
});

describe('createMemorySpeechEngine', () => {
  it('records requests and announces late voices', () => {
    const engine = createMemorySpeechEngine({ voices: [] });
    const listener = vi.fn();
    engine.onVoicesChanged(listener);
    engine.setVoices([voice('Canada', 'en-CA')]);
    expect(listener).toHaveBeenCalledTimes(1);
    engine.speak({ parts: ['Hi'], voice: null, lang: 'en-CA', rate: 1 });
    expect(engine.spoken).toHaveLength(1);
  });
});

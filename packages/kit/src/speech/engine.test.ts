import { describe, expect, it, vi } from 'vitest';
import {
  createBrowserSpeechEngine,
  createSpeakRequest,
  pickVoice,
  type SpeechVoice,
} from './engine';
import type { SpeechEvent, SpeechUtterance } from './playback';

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

/** A hand-written stand-in for `SpeechSynthesisUtterance`: an event target with its fields. */
class FakeUtterance extends EventTarget {
  text: string;
  lang = '';
  rate = 1;
  voice: unknown = null;
  constructor(text: string) {
    super();
    this.text = text;
  }
}

const nativeVoices = [{ name: 'Canada', lang: 'en-CA', default: true, localService: true }];

/**
 * A hand-written stand-in for `speechSynthesis` that speaks its queue only when the test says
 * so. Like Chrome, `cancel()` fires `error` with `interrupted` on the utterance being spoken
 * and `canceled` on each queued one (here at once, the harder case for the engine).
 */
function fakeBrowser() {
  const queue: FakeUtterance[] = [];
  const given: FakeUtterance[] = [];
  let speaking: FakeUtterance | null = null;
  const fire = (utterance: FakeUtterance, type: string, fields: object = {}) =>
    utterance.dispatchEvent(Object.assign(new Event(type), fields));
  const synth = {
    getVoices: () => nativeVoices,
    speak: (utterance: FakeUtterance) => {
      queue.push(utterance);
      given.push(utterance);
    },
    cancel: vi.fn(() => {
      const current = speaking;
      speaking = null;
      const pending = queue.splice(0);
      if (current) fire(current, 'error', { error: 'interrupted' });
      for (const utterance of pending) fire(utterance, 'error', { error: 'canceled' });
    }),
    resume: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  const engine = createBrowserSpeechEngine({
    speechSynthesis: synth as unknown as SpeechSynthesis,
    SpeechSynthesisUtterance: FakeUtterance as unknown as typeof SpeechSynthesisUtterance,
  });
  const current = (): FakeUtterance => {
    if (!speaking) throw new Error('nothing is being spoken');
    return speaking;
  };
  return {
    engine,
    synth,
    /** Every native utterance ever handed to speechSynthesis. */
    given,
    queue,
    startNext() {
      speaking = queue.shift() ?? null;
      fire(current(), 'start');
    },
    boundary(name: string, charIndex: number, charLength?: number) {
      fire(current(), 'boundary', { name, charIndex, charLength });
    },
    endCurrent() {
      const utterance = current();
      speaking = null;
      fire(utterance, 'end');
    },
    errorCurrent(error: string) {
      const utterance = current();
      speaking = null;
      fire(utterance, 'error', { error });
    },
  };
}

function request(utterances: SpeechUtterance[]) {
  return createSpeakRequest(utterances, {
    voice: nativeVoices[0] as SpeechVoice,
    lang: 'en-CA',
    rate: 0.9,
  });
}

function listen() {
  const events: SpeechEvent[] = [];
  return { events, listener: (event: SpeechEvent) => events.push(event) };
}

describe('createBrowserSpeechEngine', () => {
  it('is unsupported without speechSynthesis or SpeechSynthesisUtterance', () => {
    expect(createBrowserSpeechEngine({}).supported).toBe(false);
    expect(createBrowserSpeechEngine(undefined).supported).toBe(false);
    const synth = { getVoices: () => [] } as unknown as SpeechSynthesis;
    expect(createBrowserSpeechEngine({ speechSynthesis: synth }).supported).toBe(false);
  });

  it('ends a request at once, not spoken, when unsupported', () => {
    const { events, listener } = listen();
    createBrowserSpeechEngine({}).speak(request([{ text: 'Hi.', rate: 0.9 }]), listener);
    expect(events).toEqual([{ type: 'end', reason: 'not-spoken' }]);
  });

  it('speaks each sentence as its own utterance with the voice, language and its rate', () => {
    const browser = fakeBrowser();
    expect(browser.engine.supported).toBe(true);
    browser.engine.speak(
      request([
        { text: 'B.', rate: 0.9 },
        { text: 'as in ball. Bounce it!', rate: 0.6 },
      ]),
    );
    expect(browser.synth.cancel).toHaveBeenCalledTimes(1);
    expect(browser.synth.resume).toHaveBeenCalled();
    expect(browser.given.map(({ text, rate }) => ({ text, rate }))).toEqual([
      { text: 'B.', rate: 0.9 },
      { text: 'as in ball.', rate: 0.6 },
      { text: 'Bounce it!', rate: 0.6 },
    ]);
    expect(browser.given[0]).toMatchObject({ lang: 'en-CA', voice: nativeVoices[0] });
  });

  it('reports events in order, with word indices in the utterance text', () => {
    const browser = fakeBrowser();
    const { events, listener } = listen();
    browser.engine.speak(request([{ text: 'The cat sat. It purred.', rate: 0.9 }]), listener);
    browser.startNext();
    browser.boundary('sentence', 0, 12);
    browser.boundary('word', 0, 3);
    browser.boundary('word', 4, 3);
    browser.endCurrent();
    browser.startNext();
    browser.boundary('word', 3);
    browser.endCurrent();
    expect(events).toEqual([
      { type: 'utterance-start', utterance: 0 },
      { type: 'sentence', utterance: 0, sentence: 0, start: 0, end: 12 },
      { type: 'boundaries', boundaries: 'word' },
      { type: 'word', utterance: 0, charIndex: 0, charLength: 3, start: 0, end: 3 },
      { type: 'word', utterance: 0, charIndex: 4, charLength: 3, start: 4, end: 7 },
      { type: 'sentence', utterance: 0, sentence: 1, start: 13, end: 23 },
      { type: 'word', utterance: 0, charIndex: 16, charLength: null, start: 16, end: 22 },
      { type: 'utterance-end', utterance: 0, boundaries: 'word' },
      { type: 'end', reason: 'finished' },
    ]);
  });

  it('still reports each sentence from a voice without boundary events', () => {
    const browser = fakeBrowser();
    const { events, listener } = listen();
    browser.engine.speak(request([{ text: 'The cat sat. It purred.', rate: 0.9 }]), listener);
    browser.startNext();
    browser.endCurrent();
    browser.startNext();
    browser.endCurrent();
    expect(
      events.filter((event) => event.type === 'sentence' || event.type === 'boundaries'),
    ).toEqual([
      { type: 'sentence', utterance: 0, sentence: 0, start: 0, end: 12 },
      { type: 'boundaries', boundaries: 'none' },
      { type: 'sentence', utterance: 0, sentence: 1, start: 13, end: 23 },
    ]);
    expect(events.at(-1)).toEqual({ type: 'end', reason: 'finished' });
  });

  it("cancels mid-queue: one cancelled end, and the browser's errors are not failures", () => {
    const browser = fakeBrowser();
    const { events, listener } = listen();
    browser.engine.speak(request([{ text: 'One. Two. Three.', rate: 0.9 }]), listener);
    browser.startNext();
    browser.endCurrent();
    browser.startNext();
    browser.engine.cancel();
    expect(browser.synth.cancel).toHaveBeenCalledTimes(2);
    expect(browser.queue).toHaveLength(0);
    expect(events.filter((event) => event.type === 'end')).toEqual([
      { type: 'end', reason: 'cancelled' },
    ]);
    expect(events.at(-1)).toEqual({ type: 'end', reason: 'cancelled' });
  });

  it('cuts off the request before when a new one comes', () => {
    const browser = fakeBrowser();
    const first = listen();
    const second = listen();
    browser.engine.speak(request([{ text: 'One. Two.', rate: 0.9 }]), first.listener);
    browser.startNext();
    browser.engine.speak(request([{ text: 'Three.', rate: 0.9 }]), second.listener);
    expect(first.events.at(-1)).toEqual({ type: 'end', reason: 'cancelled' });
    expect(second.events).toEqual([]);
    browser.startNext();
    browser.endCurrent();
    expect(second.events.map((event) => event.type)).toEqual([
      'utterance-start',
      'sentence',
      'boundaries',
      'utterance-end',
      'end',
    ]);
    expect(first.events.filter((event) => event.type === 'end')).toHaveLength(1);
  });

  it('takes an "interrupted" error from the browser itself as a cancel', () => {
    const browser = fakeBrowser();
    const { events, listener } = listen();
    browser.engine.speak(request([{ text: 'One. Two.', rate: 0.9 }]), listener);
    browser.startNext();
    browser.errorCurrent('interrupted');
    expect(events.at(-1)).toEqual({ type: 'end', reason: 'cancelled' });
  });

  it('fails on a real error and drops the rest of the queue', () => {
    const browser = fakeBrowser();
    const { events, listener } = listen();
    browser.engine.speak(request([{ text: 'One. Two.', rate: 0.9 }]), listener);
    browser.startNext();
    browser.errorCurrent('synthesis-failed');
    expect(events.at(-1)).toEqual({ type: 'end', reason: 'failed', error: 'synthesis-failed' });
    expect(browser.synth.cancel).toHaveBeenCalledTimes(2);
    expect(browser.queue).toHaveLength(0);
    expect(events.filter((event) => event.type === 'end')).toHaveLength(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createSpeakRequest } from './engine';
import { createFakeSpeechEngine, createMemorySpeechEngine } from './fakeEngine';
import type { SpeechEvent, SpeechUtterance } from './playback';

function request(utterances: SpeechUtterance[]) {
  return createSpeakRequest(utterances, { voice: null, lang: 'en-CA', rate: 0.9 });
}

function listen() {
  const events: SpeechEvent[] = [];
  return { events, listener: (event: SpeechEvent) => events.push(event) };
}

describe('createFakeSpeechEngine', () => {
  it('records requests, with parts for older tests, and every utterance with its rate', () => {
    const engine = createFakeSpeechEngine();
    engine.speak(
      request([
        { text: 'B.', rate: 0.9 },
        { text: ' ', rate: 0.9 },
        { text: ' as in ball. ', rate: 0.6 },
      ]),
    );
    engine.speak(request([{ text: 'Sun.', rate: 0.9 }]));
    expect(engine.spoken.map((entry) => entry.parts)).toEqual([['B.', 'as in ball.'], ['Sun.']]);
    expect(engine.said).toEqual([
      { text: 'B.', rate: 0.9 },
      { text: 'as in ball.', rate: 0.6 },
      { text: 'Sun.', rate: 0.9 },
    ]);
  });

  it('speaks nothing until driven, then reports what a browser would', () => {
    const engine = createFakeSpeechEngine();
    const { events, listener } = listen();
    engine.speak(request([{ text: 'The cat sat. It purred.', rate: 0.9 }]), listener);
    expect(events).toEqual([]);
    expect(engine.speaking).toBe(true);
    engine.startSentence();
    expect(engine.sentence?.text).toBe('The cat sat.');
    engine.word(4, 3);
    engine.endSentence();
    expect(engine.sentence).toBeNull();
    engine.playSentence();
    expect(events.filter((event) => event.type === 'word')).toEqual([
      { type: 'word', utterance: 0, charIndex: 4, charLength: 3, start: 4, end: 7 },
      { type: 'word', utterance: 0, charIndex: 13, charLength: 2, start: 13, end: 15 },
      { type: 'word', utterance: 0, charIndex: 16, charLength: 6, start: 16, end: 22 },
    ]);
    expect(events.at(-1)).toEqual({ type: 'end', reason: 'finished' });
    expect(engine.speaking).toBe(false);
  });

  it('acts as a voice without word boundaries', () => {
    const engine = createFakeSpeechEngine({ wordBoundaries: false });
    const { events, listener } = listen();
    engine.speak(request([{ text: 'The cat sat. It purred.', rate: 0.9 }]), listener);
    engine.finish();
    expect(events.map((event) => event.type)).toEqual([
      'utterance-start',
      'sentence',
      'boundaries',
      'sentence',
      'utterance-end',
      'end',
    ]);
    expect(events).toContainEqual({ type: 'boundaries', boundaries: 'none' });
  });

  it('cuts off the request before, and counts only explicit cancels', () => {
    const engine = createFakeSpeechEngine();
    const first = listen();
    engine.speak(request([{ text: 'One.', rate: 0.9 }]), first.listener);
    engine.speak(request([{ text: 'Two.', rate: 0.9 }]));
    expect(first.events).toEqual([{ type: 'end', reason: 'cancelled' }]);
    expect(engine.cancelled).toBe(0);
    engine.cancel();
    expect(engine.cancelled).toBe(1);
    expect(engine.speaking).toBe(false);
  });

  it('simulates the browser cutting speech off and failing', () => {
    const engine = createFakeSpeechEngine();
    const interrupted = listen();
    engine.speak(request([{ text: 'One. Two.', rate: 0.9 }]), interrupted.listener);
    engine.startSentence();
    engine.interrupt();
    expect(interrupted.events.at(-1)).toEqual({ type: 'end', reason: 'cancelled' });
    const failed = listen();
    engine.speak(request([{ text: 'One.', rate: 0.9 }]), failed.listener);
    engine.fail();
    expect(failed.events).toEqual([{ type: 'end', reason: 'failed', error: 'synthesis-failed' }]);
  });

  it('says clearly when a test drives speech that is not there', () => {
    const engine = createFakeSpeechEngine();
    expect(() => engine.startSentence()).toThrow(/nothing is being spoken/);
    engine.speak(request([{ text: 'One.', rate: 0.9 }]));
    expect(() => engine.word(0)).toThrow(/no sentence has started/);
  });

  it('records nothing and ends at once without speech synthesis', () => {
    const engine = createFakeSpeechEngine({ supported: false });
    const { events, listener } = listen();
    engine.speak(request([{ text: 'Hi.', rate: 0.9 }]), listener);
    expect(engine.spoken).toHaveLength(0);
    expect(engine.getVoices()).toEqual([]);
    expect(events).toEqual([{ type: 'end', reason: 'not-spoken' }]);
  });

  it('is also createMemorySpeechEngine, and announces late voices', () => {
    expect(createMemorySpeechEngine).toBe(createFakeSpeechEngine);
    const engine = createMemorySpeechEngine({ voices: [] });
    const listener = vi.fn();
    engine.onVoicesChanged(listener);
    engine.setVoices([{ name: 'Canada', lang: 'en-CA' }]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(engine.getVoices()).toEqual([{ name: 'Canada', lang: 'en-CA' }]);
  });
});

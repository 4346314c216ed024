import { describe, expect, it, vi } from 'vitest';
import { createReadAloudController, slowRate } from './controller';
import { createFakeSpeechEngine, createMemorySpeechEngine } from './engine';
import type { SpeechEvent } from './playback';
import { spokenTexts } from '../testing';
import { parseAutoRead, READ_ALOUD_STORAGE_KEY, serializeAutoRead } from './settings';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe('the read-aloud setting', () => {
  it('defaults to on and reads only valid stored data', () => {
    expect(parseAutoRead(null)).toBe(true);
    expect(parseAutoRead('not json')).toBe(true);
    expect(parseAutoRead('{"version":1,"autoRead":"no"}')).toBe(true);
    expect(parseAutoRead('{"version":2,"autoRead":false}')).toBe(true);
    expect(parseAutoRead(serializeAutoRead(false))).toBe(false);
  });

  it('is kept in storage', () => {
    const storage = memoryStorage();
    const controller = createReadAloudController({ engine: createMemorySpeechEngine(), storage });
    expect(controller.getSnapshot().autoRead).toBe(true);
    controller.setAutoRead(false);
    expect(storage.getItem(READ_ALOUD_STORAGE_KEY)).toBe(serializeAutoRead(false));
    const again = createReadAloudController({ engine: createMemorySpeechEngine(), storage });
    expect(again.getSnapshot().autoRead).toBe(false);
  });
});

describe('createReadAloudController', () => {
  it('speaks a button press at once, at rate 0.9 with the chosen voice', async () => {
    const engine = createMemorySpeechEngine();
    const controller = createReadAloudController({ engine, storage: null });
    await expect(controller.speak('What is 2 + 3?').outcome).resolves.toBe('spoken');
    expect(engine.spoken[0]).toMatchObject({ parts: ['What is 2 + 3?'], rate: 0.9, lang: 'en-CA' });
    expect(engine.said).toEqual([{ text: 'What is 2 + 3?', rate: 0.9 }]);
    expect(engine.spoken[0]?.voice?.lang).toBe('en-CA');
  });

  it('reads automatically only after the first interaction', async () => {
    const engine = createMemorySpeechEngine();
    const controller = createReadAloudController({ engine, storage: null });
    expect(controller.speakAutomatically('Tap the 12.').state).toBe('ended');
    await expect(controller.speakAutomatically('Tap the 12.').outcome).resolves.toBe('skipped');
    const target = new EventTarget() as unknown as Document;
    controller.attach(target);
    target.dispatchEvent(new Event('pointerdown'));
    expect(controller.getSnapshot().interacted).toBe(true);
    const handle = controller.speakAutomatically('Tap the 12.');
    expect(handle.state).toBe('speaking');
    await expect(handle.outcome).resolves.toBe('spoken');
    expect(engine.spoken).toHaveLength(1);
  });

  it('does not read automatically when the setting is off, and stops speaking', async () => {
    const engine = createMemorySpeechEngine();
    const controller = createReadAloudController({ engine, storage: null, interacted: true });
    const speaking = controller.speak('Tap the 12.');
    controller.setAutoRead(false);
    expect(engine.cancelled).toBe(1);
    await expect(speaking.ended).resolves.toEqual({ type: 'end', reason: 'cancelled' });
    await expect(controller.speakAutomatically('Tap the 12.').outcome).resolves.toBe('skipped');
    expect(spokenTexts(engine)).toEqual(['Tap the 12.']);
  });

  it('skips empty text', async () => {
    const controller = createReadAloudController({
      engine: createMemorySpeechEngine(),
      storage: null,
    });
    const handle = controller.speak(['  ', '']);
    await expect(handle.outcome).resolves.toBe('skipped');
    await expect(handle.ended).resolves.toEqual({ type: 'end', reason: 'not-spoken' });
  });

  it('says unsupported without speech synthesis', async () => {
    const controller = createReadAloudController({
      engine: createMemorySpeechEngine({ supported: false }),
      storage: null,
      interacted: true,
    });
    expect(controller.getSnapshot().status).toBe('unsupported');
    await expect(controller.speak('Hello').outcome).resolves.toBe('unsupported');
    await expect(controller.speakAutomatically('Hello').outcome).resolves.toBe('unsupported');
  });

  it('waits for voices that load late', async () => {
    const engine = createMemorySpeechEngine({ voices: [] });
    const controller = createReadAloudController({ engine, storage: null, voiceTimeoutMs: 1000 });
    expect(controller.getSnapshot().status).toBe('loading');
    const pending = controller.speak('Hello');
    expect(pending.state).toBe('waiting');
    engine.setVoices([{ name: 'Canada', lang: 'en-CA' }]);
    await expect(pending.outcome).resolves.toBe('spoken');
    expect(pending.state).toBe('speaking');
    expect(controller.getSnapshot().status).toBe('ready');
    expect(engine.spoken[0]?.voice?.name).toBe('Canada');
  });

  it('says no-voice when no voice comes in time', async () => {
    vi.useFakeTimers();
    try {
      const engine = createMemorySpeechEngine({ voices: [] });
      const controller = createReadAloudController({ engine, storage: null, voiceTimeoutMs: 500 });
      const pending = controller.speak('Hello');
      await vi.advanceTimersByTimeAsync(500);
      await expect(pending.outcome).resolves.toBe('no-voice');
      await expect(pending.ended).resolves.toEqual({ type: 'end', reason: 'not-spoken' });
      expect(controller.getSnapshot().status).toBe('no-voice');
      expect(engine.spoken).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows voices that load late while it is watched', () => {
    const engine = createMemorySpeechEngine({ voices: [] });
    const controller = createReadAloudController({ engine, storage: null, interacted: true });
    const stop = controller.subscribe(() => {});
    expect(controller.getSnapshot().status).toBe('loading');
    engine.setVoices([{ name: 'Canada', lang: 'en-CA' }]);
    expect(controller.getSnapshot()).toMatchObject({ status: 'ready', voice: { name: 'Canada' } });
    stop();
  });

  it('catches up with voices that loaded while nobody watched', async () => {
    const engine = createMemorySpeechEngine({ voices: [] });
    const controller = createReadAloudController({ engine, storage: null, interacted: true });
    engine.setVoices([{ name: 'Canada', lang: 'en-CA' }]);
    await expect(controller.speakAutomatically('Hello').outcome).resolves.toBe('spoken');
    controller.speak('Again');
    expect(engine.spoken[1]?.voice?.name).toBe('Canada');
  });

  it('stops listening to the engine when destroyed', () => {
    const engine = createMemorySpeechEngine({ voices: [] });
    const controller = createReadAloudController({ engine, storage: null });
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.destroy();
    engine.setVoices([{ name: 'Canada', lang: 'en-CA' }]);
    expect(listener).not.toHaveBeenCalled();
    expect(engine.cancelled).toBe(1);
  });

  it('notifies subscribers only on real changes', () => {
    const controller = createReadAloudController({
      engine: createMemorySpeechEngine(),
      storage: null,
    });
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.markInteracted();
    controller.markInteracted();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('speech handles', () => {
  function setUp(options: Parameters<typeof createFakeSpeechEngine>[0] = {}) {
    const engine = createFakeSpeechEngine(options);
    const controller = createReadAloudController({ engine, storage: null, interacted: true });
    return { engine, controller };
  }

  function record(handle: { subscribe(listener: (event: SpeechEvent) => void): () => void }) {
    const events: SpeechEvent[] = [];
    handle.subscribe((event) => events.push(event));
    return events;
  }

  it('queues several utterances, each at its own rate', () => {
    const { engine, controller } = setUp();
    controller.speak(['B.', { text: 'as in ball.' }, { text: 'ball', rate: slowRate }]);
    expect(engine.said).toEqual([
      { text: 'B.', rate: 0.9 },
      { text: 'as in ball.', rate: 0.9 },
      { text: 'ball', rate: 0.6 },
    ]);
    controller.speak(['sun', { text: 'sun', rate: 0.9 }], { rate: 1 });
    expect(engine.said.slice(3)).toEqual([
      { text: 'sun', rate: 1 },
      { text: 'sun', rate: 0.9 },
    ]);
  });

  it('reports the events of its request and ends when speech finishes', async () => {
    const { engine, controller } = setUp();
    const handle = controller.speak('The cat sat. It purred.');
    const events = record(handle);
    expect(handle.boundaries).toBe('unknown');
    engine.playSentence();
    expect(handle.boundaries).toBe('word');
    expect(events.slice(0, 4)).toEqual([
      { type: 'utterance-start', utterance: 0 },
      { type: 'sentence', utterance: 0, sentence: 0, start: 0, end: 12 },
      { type: 'boundaries', boundaries: 'word' },
      { type: 'word', utterance: 0, charIndex: 0, charLength: 3, start: 0, end: 3 },
    ]);
    expect(handle.state).toBe('speaking');
    engine.finish();
    expect(handle.state).toBe('ended');
    await expect(handle.ended).resolves.toEqual({ type: 'end', reason: 'finished' });
  });

  it('says when the voice sends no word boundaries', () => {
    const { engine, controller } = setUp({ wordBoundaries: false });
    const handle = controller.speak('The cat sat. It purred.');
    engine.playSentence();
    expect(handle.boundaries).toBe('none');
  });

  it('is cancelled by a new request: its listeners get a cancelled end', async () => {
    const { engine, controller } = setUp();
    const first = controller.speak('One. Two.');
    const events = record(first);
    engine.startSentence();
    const second = controller.speak('Three.');
    expect(events.at(-1)).toEqual({ type: 'end', reason: 'cancelled' });
    await expect(first.ended).resolves.toEqual({ type: 'end', reason: 'cancelled' });
    await expect(first.outcome).resolves.toBe('spoken');
    expect(second.state).toBe('speaking');
    first.cancel();
    expect(second.state).toBe('speaking');
    expect(engine.cancelled).toBe(0);
  });

  it('is not cut off by blank text', () => {
    const { controller } = setUp();
    const first = controller.speak('One.');
    controller.speak('  ');
    expect(first.state).toBe('speaking');
  });

  it('cancels itself, stopping the engine', async () => {
    const { engine, controller } = setUp();
    const handle = controller.speak('One. Two.');
    engine.startSentence();
    handle.cancel();
    expect(engine.cancelled).toBe(1);
    expect(engine.speaking).toBe(false);
    await expect(handle.ended).resolves.toEqual({ type: 'end', reason: 'cancelled' });
  });

  it('ends when the controller cancels, and replays its end to a late listener', async () => {
    const { controller } = setUp();
    const handle = controller.speak('One.');
    controller.cancel();
    await expect(handle.ended).resolves.toEqual({ type: 'end', reason: 'cancelled' });
    const late = vi.fn();
    handle.subscribe(late);
    expect(late).toHaveBeenCalledWith({ type: 'end', reason: 'cancelled' });
  });

  it('ends as failed when the voice fails', async () => {
    const { engine, controller } = setUp();
    const handle = controller.speak('One.');
    engine.fail('audio-busy');
    await expect(handle.ended).resolves.toEqual({
      type: 'end',
      reason: 'failed',
      error: 'audio-busy',
    });
  });

  it('can be cancelled while it waits for voices, and then never speaks', async () => {
    const { engine, controller } = setUp({ voices: [] });
    const handle = controller.speak('Hello');
    handle.cancel();
    await expect(handle.outcome).resolves.toBe('skipped');
    await expect(handle.ended).resolves.toEqual({ type: 'end', reason: 'cancelled' });
    engine.setVoices([{ name: 'Canada', lang: 'en-CA' }]);
    await controller.speak('Later').outcome;
    expect(engine.said).toEqual([{ text: 'Later', rate: 0.9 }]);
  });

  it('waiting for voices is replaced by a newer request', async () => {
    const { engine, controller } = setUp({ voices: [] });
    const first = controller.speak('First');
    const second = controller.speak('Second');
    await expect(first.ended).resolves.toEqual({ type: 'end', reason: 'cancelled' });
    engine.setVoices([{ name: 'Canada', lang: 'en-CA' }]);
    await expect(second.outcome).resolves.toBe('spoken');
    expect(engine.said).toEqual([{ text: 'Second', rate: 0.9 }]);
  });
});

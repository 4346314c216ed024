import { describe, expect, it, vi } from 'vitest';
import { createReadAloudController } from './controller';
import { createMemorySpeechEngine } from './engine';
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
    await expect(controller.speak('What is 2 + 3?')).resolves.toBe('spoken');
    expect(engine.spoken[0]).toMatchObject({ parts: ['What is 2 + 3?'], rate: 0.9, lang: 'en-CA' });
    expect(engine.spoken[0]?.voice?.lang).toBe('en-CA');
  });

  it('reads automatically only after the first interaction', () => {
    const engine = createMemorySpeechEngine();
    const controller = createReadAloudController({ engine, storage: null });
    expect(controller.speakAutomatically('Tap the 12.')).toBe('skipped');
    const target = new EventTarget() as unknown as Document;
    controller.attach(target);
    target.dispatchEvent(new Event('pointerdown'));
    expect(controller.getSnapshot().interacted).toBe(true);
    expect(controller.speakAutomatically('Tap the 12.')).toBe('spoken');
    expect(engine.spoken).toHaveLength(1);
  });

  it('does not read automatically when the setting is off, and stops speaking', () => {
    const engine = createMemorySpeechEngine();
    const controller = createReadAloudController({ engine, storage: null, interacted: true });
    controller.setAutoRead(false);
    expect(engine.cancelled).toBe(1);
    expect(controller.speakAutomatically('Tap the 12.')).toBe('skipped');
    expect(engine.spoken).toHaveLength(0);
  });

  it('skips empty text', async () => {
    const controller = createReadAloudController({
      engine: createMemorySpeechEngine(),
      storage: null,
    });
    await expect(controller.speak(['  ', ''])).resolves.toBe('skipped');
  });

  it('says unsupported without speech synthesis', async () => {
    const controller = createReadAloudController({
      engine: createMemorySpeechEngine({ supported: false }),
      storage: null,
      interacted: true,
    });
    expect(controller.getSnapshot().status).toBe('unsupported');
    await expect(controller.speak('Hello')).resolves.toBe('unsupported');
    expect(controller.speakAutomatically('Hello')).toBe('unsupported');
  });

  it('waits for voices that load late', async () => {
    const engine = createMemorySpeechEngine({ voices: [] });
    const controller = createReadAloudController({ engine, storage: null, voiceTimeoutMs: 1000 });
    expect(controller.getSnapshot().status).toBe('loading');
    const pending = controller.speak('Hello');
    engine.setVoices([{ name: 'Canada', lang: 'en-CA' }]);
    await expect(pending).resolves.toBe('spoken');
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
      await expect(pending).resolves.toBe('no-voice');
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

  it('catches up with voices that loaded while nobody watched', () => {
    const engine = createMemorySpeechEngine({ voices: [] });
    const controller = createReadAloudController({ engine, storage: null, interacted: true });
    engine.setVoices([{ name: 'Canada', lang: 'en-CA' }]);
    expect(controller.speakAutomatically('Hello')).toBe('spoken');
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

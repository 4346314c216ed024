import fc from 'fast-check';
import { getConcept } from './catalogue';
import type { LingoProgress, ProgressState } from './progress';
import {
  PROGRESS_STORAGE_KEY,
  PROGRESS_VERSION,
  createProgressStore,
  isLingoDone,
  levelProgress,
  lingoKey,
  parseProgress,
  serializeProgress,
} from './progress';

/** A Storage kept in a Map, as localStorage behaves. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

/** A `storage` event as another tab's change delivers it. */
function storageEvent(key: string | null, storageArea: Storage): Event {
  return Object.assign(new Event('storage'), { key, storageArea });
}

function progress(overrides: Partial<LingoProgress> = {}): LingoProgress {
  return {
    status: 'practising',
    step: 2,
    recent: [true, false],
    streak: 1,
    bestTimes: {},
    updatedAt: 1_700_000_000_000,
    ...overrides,
  };
}

function stored(lingos: Record<string, unknown>, version: unknown = 1): string {
  return JSON.stringify({ version, lingos });
}

const empty: ProgressState = { version: 1, lingos: {} };

describe('lingoKey', () => {
  it('joins the concept id and the Lingo id with a slash', () => {
    expect(lingoKey('time', 'lingo-1-0')).toBe('time/lingo-1-0');
    expect(lingoKey('measurements', 'lingo-3-3')).toBe('measurements/lingo-3-3');
  });
});

describe('parseProgress', () => {
  it('reads a valid document unchanged', () => {
    const state: ProgressState = {
      version: 1,
      lingos: {
        'time/lingo-1-0': progress({ status: 'completed' }),
        'time/lingo-1-5': progress({ status: 'mastered', bestTimes: { '1': 41_250, '4': 38_000 } }),
        'words/lingo-3-5': progress({ step: 10, recent: [true, true, false, true, true, true] }),
      },
    };
    expect(parseProgress(serializeProgress(state))).toEqual(state);
  });

  it('gives the empty state for nothing stored', () => {
    expect(parseProgress(null)).toEqual(empty);
    expect(parseProgress(undefined)).toEqual(empty);
    expect(parseProgress('')).toEqual(empty);
  });

  it('gives the empty state for text that is not JSON', () => {
    expect(parseProgress('{')).toEqual(empty);
    expect(parseProgress('not json')).toEqual(empty);
    expect(parseProgress("{'version':1}")).toEqual(empty);
  });

  it('gives the empty state for JSON that is not an object', () => {
    expect(parseProgress('null')).toEqual(empty);
    expect(parseProgress('42')).toEqual(empty);
    expect(parseProgress('"progress"')).toEqual(empty);
    expect(parseProgress('true')).toEqual(empty);
    expect(parseProgress('[]')).toEqual(empty);
    expect(parseProgress('[{"version":1,"lingos":{}}]')).toEqual(empty);
  });

  it('gives the empty state for another version', () => {
    const lingos = { 'time/lingo-1-0': progress() };
    expect(parseProgress(stored(lingos, 2))).toEqual(empty);
    expect(parseProgress(stored(lingos, 0))).toEqual(empty);
    expect(parseProgress(stored(lingos, '1'))).toEqual(empty);
    expect(parseProgress(JSON.stringify({ lingos }))).toEqual(empty);
  });

  it('gives the empty state when lingos is not an object', () => {
    expect(parseProgress('{"version":1}')).toEqual(empty);
    expect(parseProgress('{"version":1,"lingos":null}')).toEqual(empty);
    expect(parseProgress('{"version":1,"lingos":[]}')).toEqual(empty);
    expect(parseProgress('{"version":1,"lingos":"time/lingo-1-0"}')).toEqual(empty);
  });

  it('drops records of unknown concepts and Lingos and keeps the rest', () => {
    const state = parseProgress(
      stored({
        'time/lingo-1-1': progress(),
        'science/lingo-1-0': progress(),
        'time/lingo-1-3': progress(),
        'reading/lingo-1-2': progress(),
        'time/lingo-4-0': progress(),
        'time/level-1/lingo-1-0': progress(),
        'lingo-1-0': progress(),
        'Time/lingo-1-0': progress(),
        'time/': progress(),
        ['__proto__']: progress(),
        constructor: progress(),
      }),
    );
    expect(Object.keys(state.lingos)).toEqual(['time/lingo-1-1']);
  });

  it('drops a record whose status is missing or unknown', () => {
    const state = parseProgress(
      stored({
        'money/lingo-1-0': progress({ status: 'completed' }),
        'money/lingo-1-1': { ...progress(), status: 'done' },
        'money/lingo-1-2': { ...progress(), status: 'Mastered' },
        'money/lingo-2-0': { ...progress(), status: undefined },
        'money/lingo-2-1': { ...progress(), status: 1 },
      }),
    );
    expect(Object.keys(state.lingos)).toEqual(['money/lingo-1-0']);
  });

  it('drops a record that is not an object', () => {
    const state = parseProgress(
      stored({
        'money/lingo-1-0': 'mastered',
        'money/lingo-1-1': null,
        'money/lingo-1-2': ['mastered'],
        'money/lingo-2-0': progress(),
      }),
    );
    expect(Object.keys(state.lingos)).toEqual(['money/lingo-2-0']);
  });

  it('gives a bad step the default 1 and keeps the other fields', () => {
    for (const step of [0, 11, -1, 2.5, '3', null, true]) {
      const state = parseProgress(stored({ 'time/lingo-2-1': { ...progress(), step } }));
      expect(state.lingos['time/lingo-2-1']).toEqual(progress({ step: 1 }));
    }
  });

  it('keeps steps 1 to 10', () => {
    for (const step of [1, 5, 10]) {
      const state = parseProgress(stored({ 'time/lingo-2-1': progress({ step }) }));
      expect(state.lingos['time/lingo-2-1']?.step).toBe(step);
    }
  });

  it('gives a recent that is not an array the default [] and keeps the other fields', () => {
    for (const recent of ['true', true, null, { 0: true }]) {
      const state = parseProgress(stored({ 'time/lingo-2-1': { ...progress(), recent } }));
      expect(state.lingos['time/lingo-2-1']).toEqual(progress({ recent: [] }));
    }
  });

  it('keeps only the booleans of recent', () => {
    const recent = [true, 'false', 1, false, null, true, {}];
    const state = parseProgress(stored({ 'time/lingo-2-1': { ...progress(), recent } }));
    expect(state.lingos['time/lingo-2-1']?.recent).toEqual([true, false, true]);
  });

  it('keeps the last 6 answers of recent', () => {
    const recent = [false, false, true, true, false, true, true, true];
    const state = parseProgress(stored({ 'time/lingo-2-1': { ...progress(), recent } }));
    expect(state.lingos['time/lingo-2-1']?.recent).toEqual([true, true, false, true, true, true]);
  });

  it('gives a bad streak the default 0 and keeps negative runs', () => {
    for (const streak of [1.5, '2', null, Number.MAX_VALUE]) {
      const state = parseProgress(stored({ 'time/lingo-2-1': { ...progress(), streak } }));
      expect(state.lingos['time/lingo-2-1']).toEqual(progress({ streak: 0 }));
    }
    const state = parseProgress(stored({ 'time/lingo-2-1': progress({ streak: -2 }) }));
    expect(state.lingos['time/lingo-2-1']?.streak).toBe(-2);
  });

  it('gives bestTimes that is not an object the default {} and keeps the other fields', () => {
    for (const bestTimes of [null, [40_000], '40000', 40_000]) {
      const state = parseProgress(stored({ 'time/lingo-1-5': { ...progress(), bestTimes } }));
      expect(state.lingos['time/lingo-1-5']).toEqual(progress({ bestTimes: {} }));
    }
  });

  it('keeps only the bestTimes entries with a step key and a positive time', () => {
    const bestTimes = {
      '1': 40_000,
      '2': 0,
      '3': -5,
      '4': '39000',
      '10': 30_500.5,
      '11': 30_000,
      '0': 30_000,
      '01': 30_000,
      '1.0': 30_000,
      step: 30_000,
    };
    const state = parseProgress(stored({ 'time/lingo-1-5': { ...progress(), bestTimes } }));
    expect(state.lingos['time/lingo-1-5']?.bestTimes).toEqual({ '1': 40_000, '10': 30_500.5 });
  });

  it('gives a bad updatedAt the default 0 and keeps the other fields', () => {
    for (const updatedAt of [-1, '1700000000000', null, {}]) {
      const state = parseProgress(stored({ 'time/lingo-2-1': { ...progress(), updatedAt } }));
      expect(state.lingos['time/lingo-2-1']).toEqual(progress({ updatedAt: 0 }));
    }
  });

  it('fills every missing field of a record that has a status', () => {
    const state = parseProgress(stored({ 'calendar/lingo-1-0': { status: 'completed' } }));
    expect(state.lingos['calendar/lingo-1-0']).toEqual({
      status: 'completed',
      step: 1,
      recent: [],
      streak: 0,
      bestTimes: {},
      updatedAt: 0,
    });
  });

  it('ignores fields it does not know', () => {
    const state = parseProgress(stored({ 'time/lingo-2-1': { ...progress(), hints: 3 } }));
    expect(state.lingos['time/lingo-2-1']).toEqual(progress());
  });
});

/** An independent check of everything a parsed state promises. */
function expectValidState(state: ProgressState): void {
  expect(Object.keys(state).sort()).toEqual(['lingos', 'version']);
  expect(state.version).toBe(1);
  for (const [key, record] of Object.entries(state.lingos)) {
    const [conceptId = '', lingoId = ''] = key.split('/');
    const concept = getConcept(conceptId);
    expect(concept?.levels.some((level) => level.lingos.some((l) => l.id === lingoId))).toBe(true);
    expect(Object.keys(record).sort()).toEqual([
      'bestTimes',
      'recent',
      'status',
      'step',
      'streak',
      'updatedAt',
    ]);
    expect(['practising', 'mastered', 'completed']).toContain(record.status);
    expect(Number.isInteger(record.step) && record.step >= 1 && record.step <= 10).toBe(true);
    expect(record.recent.length).toBeLessThanOrEqual(6);
    expect(record.recent.every((answer) => typeof answer === 'boolean')).toBe(true);
    expect(Number.isSafeInteger(record.streak)).toBe(true);
    for (const [step, time] of Object.entries(record.bestTimes)) {
      expect(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']).toContain(step);
      expect(Number.isFinite(time) && time > 0).toBe(true);
    }
    expect(Number.isFinite(record.updatedAt) && record.updatedAt >= 0).toBe(true);
  }
}

describe('parseProgress on arbitrary input', () => {
  const keys = fc.constantFrom(
    'time/lingo-1-0',
    'time/lingo-1-3',
    'money/lingo-2-2',
    'words/lingo-3-5',
    'reading/lingo-1-2',
    'science/lingo-1-0',
    '__proto__',
  );
  /** Mostly the right shape, sometimes anything: most documents keep some records. */
  function mostly<T>(likely: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
    return fc.oneof({ arbitrary: likely, weight: 4 }, { arbitrary: fc.anything(), weight: 1 });
  }
  const record = fc.record(
    {
      status: mostly(fc.constantFrom('practising', 'mastered', 'completed')),
      step: mostly(fc.integer({ min: -2, max: 12 })),
      recent: mostly(fc.array(mostly(fc.boolean()), { maxLength: 10 })),
      streak: mostly(fc.oneof(fc.integer(), fc.double())),
      bestTimes: mostly(
        fc.dictionary(fc.oneof(fc.constantFrom('1', '5', '10'), fc.string()), fc.double()),
      ),
      updatedAt: mostly(fc.oneof(fc.integer(), fc.double())),
    },
    { requiredKeys: [] },
  );
  const document = fc.record(
    {
      version: mostly(fc.constant(1)),
      lingos: mostly(fc.dictionary(keys, mostly(record), { minKeys: 1 })),
    },
    { requiredKeys: [] },
  );

  it('never throws and returns a valid state for any string', () => {
    fc.assert(fc.property(fc.string(), (raw) => expectValidState(parseProgress(raw))));
  });

  it('never throws and returns a valid state for any JSON text', () => {
    fc.assert(fc.property(fc.json(), (raw) => expectValidState(parseProgress(raw))));
  });

  it('never throws and returns a valid state for any value stored as JSON', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expectValidState(parseProgress(JSON.stringify(value)));
      }),
    );
  });

  it('returns a valid state for documents shaped almost like progress', () => {
    fc.assert(
      fc.property(document, (value) => expectValidState(parseProgress(JSON.stringify(value)))),
    );
  });

  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(document, (value) => {
        const state = parseProgress(JSON.stringify(value));
        expect(parseProgress(serializeProgress(state))).toEqual(state);
      }),
    );
  });
});

describe('isLingoDone', () => {
  it('is true for mastered and completed Lingos', () => {
    expect(isLingoDone(progress({ status: 'mastered' }))).toBe(true);
    expect(isLingoDone(progress({ status: 'completed' }))).toBe(true);
  });

  it('is false for practising and not started Lingos', () => {
    expect(isLingoDone(progress({ status: 'practising' }))).toBe(false);
    expect(isLingoDone(undefined)).toBe(false);
  });
});

describe('levelProgress', () => {
  const time = getConcept('time');
  const [level1, level2] = time.levels;
  const state: ProgressState = {
    version: 1,
    lingos: {
      'time/lingo-1-0': progress({ status: 'completed' }),
      'time/lingo-1-1': progress({ status: 'mastered' }),
      'time/lingo-1-2': progress({ status: 'practising' }),
      'time/lingo-2-0': progress({ status: 'completed' }),
      'money/lingo-1-0': progress({ status: 'completed' }),
    },
  };

  it('counts the mastered and completed Lingos of the level', () => {
    expect(levelProgress(state, time, level1!)).toEqual({
      completed: 2,
      total: 5,
      percentage: 40,
    });
    expect(levelProgress(state, time, level2!)).toEqual({
      completed: 1,
      total: 7,
      percentage: 14,
    });
  });

  it('counts nothing for a concept without progress', () => {
    const words = getConcept('words');
    expect(levelProgress(state, words, words.levels[0]!)).toEqual({
      completed: 0,
      total: 6,
      percentage: 0,
    });
  });
});

describe('createProgressStore', () => {
  it('starts from what storage holds, validated', () => {
    const storage = memoryStorage({
      [PROGRESS_STORAGE_KEY]: stored({
        'time/lingo-1-1': progress({ status: 'mastered' }),
        'time/lingo-1-3': progress(),
      }),
    });
    const store = createProgressStore({ storage, target: null });
    expect(store.getSnapshot()).toEqual({
      version: PROGRESS_VERSION,
      lingos: { 'time/lingo-1-1': progress({ status: 'mastered' }) },
    });
    expect(store.get('time', 'lingo-1-1')?.status).toBe('mastered');
    expect(store.get('time', 'lingo-1-2')).toBeUndefined();
  });

  it('starts empty from malformed storage', () => {
    const storage = memoryStorage({ [PROGRESS_STORAGE_KEY]: '{"version":1,"lingos":' });
    expect(createProgressStore({ storage, target: null }).getSnapshot()).toEqual(empty);
  });

  it('writes an update to storage in the stored format', () => {
    const storage = memoryStorage();
    const store = createProgressStore({ storage, target: null });
    store.update('money', 'lingo-2-3', () => progress({ step: 3 }));
    expect(store.get('money', 'lingo-2-3')).toEqual(progress({ step: 3 }));
    expect(JSON.parse(storage.getItem(PROGRESS_STORAGE_KEY) ?? '')).toEqual({
      version: 1,
      lingos: { 'money/lingo-2-3': progress({ step: 3 }) },
    });
  });

  it('hands the updater the previous progress', () => {
    const store = createProgressStore({ storage: null, target: null });
    const seen: (LingoProgress | undefined)[] = [];
    store.update('money', 'lingo-2-3', (previous) => {
      seen.push(previous);
      return progress({ step: 1 });
    });
    store.update('money', 'lingo-2-3', (previous) => {
      seen.push(previous);
      return progress({ step: 2 });
    });
    expect(seen).toEqual([undefined, progress({ step: 1 })]);
  });

  it('keeps the other Lingos when one is updated', () => {
    const store = createProgressStore({ storage: null, target: null });
    store.update('time', 'lingo-1-0', () => progress({ status: 'completed' }));
    store.update('time', 'lingo-1-1', () => progress());
    expect(Object.keys(store.getSnapshot().lingos)).toEqual(['time/lingo-1-0', 'time/lingo-1-1']);
  });

  it('validates what the updater returns, as a read would', () => {
    const store = createProgressStore({ storage: null, target: null });
    store.update('time', 'lingo-2-1', () =>
      progress({ step: 11, recent: [true, true, true, true, true, true, false, false] }),
    );
    expect(store.get('time', 'lingo-2-1')?.step).toBe(1);
    expect(store.get('time', 'lingo-2-1')?.recent).toEqual([true, true, true, true, false, false]);
  });

  it('ignores an update for a Lingo that is not in the catalogue', () => {
    const storage = memoryStorage();
    const store = createProgressStore({ storage, target: null });
    const listener = vi.fn();
    store.subscribe(listener);
    store.update('time', 'lingo-1-3', () => progress());
    store.update('reading', 'lingo-1-2', () => progress());
    expect(store.getSnapshot()).toEqual(empty);
    expect(storage.getItem(PROGRESS_STORAGE_KEY)).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps a mastered Lingo mastered and takes the other fields', () => {
    const store = createProgressStore({ storage: null, target: null });
    store.update('time', 'lingo-2-1', () => progress({ status: 'mastered', step: 4 }));
    store.update('time', 'lingo-2-1', () =>
      progress({ status: 'practising', step: 3, streak: -2 }),
    );
    expect(store.get('time', 'lingo-2-1')).toEqual(
      progress({ status: 'mastered', step: 3, streak: -2 }),
    );
  });

  it('keeps a completed Learn Lingo completed', () => {
    const store = createProgressStore({ storage: null, target: null });
    store.update('words', 'lingo-1-0', () => progress({ status: 'completed' }));
    store.update('words', 'lingo-1-0', () => progress({ status: 'practising', updatedAt: 5 }));
    expect(store.get('words', 'lingo-1-0')).toEqual(
      progress({ status: 'completed', updatedAt: 5 }),
    );
  });

  it('lets a practising Lingo become mastered', () => {
    const store = createProgressStore({ storage: null, target: null });
    store.update('time', 'lingo-2-1', () => progress({ status: 'practising' }));
    store.update('time', 'lingo-2-1', () => progress({ status: 'mastered' }));
    expect(store.get('time', 'lingo-2-1')?.status).toBe('mastered');
  });

  it('returns the same snapshot until something changes', () => {
    const store = createProgressStore({ storage: memoryStorage(), target: null });
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.get('time', 'lingo-1-0');
    expect(store.getSnapshot()).toBe(first);
    store.update('time', 'lingo-1-0', () => progress());
    const second = store.getSnapshot();
    expect(second).not.toBe(first);
    expect(store.getSnapshot()).toBe(second);
    expect(first).toEqual(empty);
  });

  it('notifies subscribers on every change until they unsubscribe', () => {
    const store = createProgressStore({ storage: null, target: null });
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = store.subscribe(first);
    store.subscribe(second);
    store.update('time', 'lingo-1-0', () => progress());
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    unsubscribeFirst();
    store.update('time', 'lingo-1-0', () => progress({ step: 2 }));
    store.reset();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(3);
  });

  it('lets a listener read the new snapshot', () => {
    const store = createProgressStore({ storage: null, target: null });
    const statuses: (string | undefined)[] = [];
    store.subscribe(() => statuses.push(store.get('time', 'lingo-1-0')?.status));
    store.update('time', 'lingo-1-0', () => progress({ status: 'completed' }));
    expect(statuses).toEqual(['completed']);
  });

  it('resets all progress in memory and in storage', () => {
    const storage = memoryStorage({ other: 'kept' });
    const store = createProgressStore({ storage, target: null });
    store.update('time', 'lingo-1-0', () => progress({ status: 'completed' }));
    const listener = vi.fn();
    store.subscribe(listener);
    store.reset();
    expect(store.getSnapshot()).toEqual(empty);
    expect(store.get('time', 'lingo-1-0')).toBeUndefined();
    expect(storage.getItem(PROGRESS_STORAGE_KEY)).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps progress in memory when storage is null', () => {
    const store = createProgressStore({ storage: null, target: null });
    store.update('calendar', 'lingo-2-2', () => progress({ step: 4 }));
    expect(store.get('calendar', 'lingo-2-2')?.step).toBe(4);
  });
});

describe('createProgressStore when storage fails', () => {
  it('still updates in memory when writing throws (quota, private mode)', () => {
    const storage = memoryStorage();
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const store = createProgressStore({ storage, target: null });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(() => store.update('time', 'lingo-1-0', () => progress())).not.toThrow();
    expect(store.get('time', 'lingo-1-0')).toEqual(progress());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('starts empty when reading throws', () => {
    const storage = memoryStorage();
    vi.spyOn(storage, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const store = createProgressStore({ storage, target: null });
    expect(store.getSnapshot()).toEqual(empty);
    store.update('time', 'lingo-1-0', () => progress());
    expect(store.get('time', 'lingo-1-0')).toEqual(progress());
  });

  it('still resets in memory when removing throws', () => {
    const storage = memoryStorage();
    vi.spyOn(storage, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const store = createProgressStore({ storage, target: null });
    store.update('time', 'lingo-1-0', () => progress());
    expect(() => store.reset()).not.toThrow();
    expect(store.getSnapshot()).toEqual(empty);
  });
});

describe('createProgressStore defaults', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses localStorage when there is one', () => {
    const storage = memoryStorage({
      [PROGRESS_STORAGE_KEY]: stored({ 'money/lingo-1-0': progress({ status: 'completed' }) }),
    });
    vi.stubGlobal('localStorage', storage);
    const store = createProgressStore({ target: null });
    expect(store.get('money', 'lingo-1-0')?.status).toBe('completed');
    store.update('money', 'lingo-1-1', () => progress());
    expect(parseProgress(storage.getItem(PROGRESS_STORAGE_KEY)).lingos).toHaveProperty(
      'money/lingo-1-1',
    );
  });

  it('keeps progress in memory when touching localStorage throws', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      const store = createProgressStore({ target: null });
      store.update('money', 'lingo-1-1', () => progress());
      expect(store.get('money', 'lingo-1-1')).toEqual(progress());
    } finally {
      if (descriptor === undefined) Reflect.deleteProperty(globalThis, 'localStorage');
      else Object.defineProperty(globalThis, 'localStorage', descriptor);
    }
  });

  it('keeps progress in memory when there is no localStorage', () => {
    vi.stubGlobal('localStorage', undefined);
    const store = createProgressStore({ target: null });
    store.update('money', 'lingo-1-1', () => progress());
    expect(store.get('money', 'lingo-1-1')).toEqual(progress());
  });

  it('listens to window for other tabs', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    vi.stubGlobal('window', target);
    const store = createProgressStore({ storage });
    storage.setItem(PROGRESS_STORAGE_KEY, stored({ 'time/lingo-1-0': progress() }));
    target.dispatchEvent(storageEvent(PROGRESS_STORAGE_KEY, storage));
    expect(store.get('time', 'lingo-1-0')).toEqual(progress());
  });
});

describe('createProgressStore with its own key', () => {
  it('reads, writes, resets and follows other tabs under the key given, and nothing else', () => {
    const target = new EventTarget();
    const storage = memoryStorage({
      'my-app:lingos': stored({ 'money/lingo-1-0': progress({ status: 'completed' }) }),
      [PROGRESS_STORAGE_KEY]: stored({ 'time/lingo-1-0': progress() }),
    });
    const store = createProgressStore({ storage, target, key: 'my-app:lingos' });
    expect(Object.keys(store.getSnapshot().lingos)).toEqual(['money/lingo-1-0']);

    store.update('time', 'lingo-1-2', () => progress({ step: 3 }));
    expect(parseProgress(storage.getItem('my-app:lingos')).lingos['time/lingo-1-2']).toEqual(
      progress({ step: 3 }),
    );
    expect(parseProgress(storage.getItem(PROGRESS_STORAGE_KEY)).lingos).toEqual({
      'time/lingo-1-0': progress(),
    });

    const listener = vi.fn();
    store.subscribe(listener);
    target.dispatchEvent(storageEvent(PROGRESS_STORAGE_KEY, storage));
    expect(listener).not.toHaveBeenCalled();
    storage.setItem('my-app:lingos', stored({ 'time/lingo-1-4': progress() }));
    target.dispatchEvent(storageEvent('my-app:lingos', storage));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(Object.keys(store.getSnapshot().lingos)).toEqual(['time/lingo-1-4']);

    store.reset();
    expect(storage.getItem('my-app:lingos')).toBeNull();
    expect(storage.getItem(PROGRESS_STORAGE_KEY)).not.toBeNull();
  });
});

describe('createProgressStore across tabs', () => {
  it('re-reads and notifies when another tab writes progress', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const store = createProgressStore({ storage, target });
    const listener = vi.fn();
    store.subscribe(listener);
    storage.setItem(
      PROGRESS_STORAGE_KEY,
      stored({ 'time/lingo-1-0': progress({ status: 'completed' }), 'time/lingo-1-3': progress() }),
    );
    target.dispatchEvent(storageEvent(PROGRESS_STORAGE_KEY, storage));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({
      version: 1,
      lingos: { 'time/lingo-1-0': progress({ status: 'completed' }) },
    });
  });

  it('re-reads when another tab clears the whole storage', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const store = createProgressStore({ storage, target });
    store.update('time', 'lingo-1-0', () => progress());
    const listener = vi.fn();
    store.subscribe(listener);
    storage.clear();
    target.dispatchEvent(storageEvent(null, storage));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual(empty);
  });

  it('ignores changes to other keys', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const store = createProgressStore({ storage, target });
    const snapshot = store.getSnapshot();
    const listener = vi.fn();
    store.subscribe(listener);
    storage.setItem('theme', 'grape');
    target.dispatchEvent(storageEvent('theme', storage));
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(snapshot);
  });

  it('ignores changes to another storage area, such as sessionStorage', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const sessionStorage = memoryStorage();
    const store = createProgressStore({ storage, target });
    const listener = vi.fn();
    store.subscribe(listener);
    sessionStorage.clear();
    target.dispatchEvent(storageEvent(null, sessionStorage));
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps its state when storage cannot be read during an event', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const store = createProgressStore({ storage, target });
    store.update('time', 'lingo-1-0', () => progress());
    const snapshot = store.getSnapshot();
    vi.spyOn(storage, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    target.dispatchEvent(storageEvent(PROGRESS_STORAGE_KEY, storage));
    expect(store.getSnapshot()).toBe(snapshot);
  });

  it('does not listen when there is no storage to re-read', () => {
    const target = new EventTarget();
    const addEventListener = vi.spyOn(target, 'addEventListener');
    createProgressStore({ storage: null, target });
    expect(addEventListener).not.toHaveBeenCalled();
  });
});

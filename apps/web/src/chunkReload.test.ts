import { clearChunkReloadGuard, isChunkLoadError, reloadOnceForChunkError } from './chunkReload';

describe('isChunkLoadError', () => {
  it('recognises the dynamic-import failures of Chromium, Firefox and Safari', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/A.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('does not take a render bug for a chunk failure', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  it('reloads once per path, then leaves it to the error page', () => {
    let reloads = 0;
    const location = { pathname: '/concepts/time/level-1/lingo-1-0', reload: () => (reloads += 1) };
    expect(reloadOnceForChunkError(location)).toBe(true);
    expect(reloads).toBe(1);
    expect(reloadOnceForChunkError(location)).toBe(false);
    expect(reloads).toBe(1);
  });

  it('reloads again for another path, and after the guard is cleared', () => {
    let reloads = 0;
    const reload = () => (reloads += 1);
    expect(reloadOnceForChunkError({ pathname: '/a', reload })).toBe(true);
    expect(reloadOnceForChunkError({ pathname: '/b', reload })).toBe(true);
    clearChunkReloadGuard();
    expect(reloadOnceForChunkError({ pathname: '/b', reload })).toBe(true);
    expect(reloads).toBe(3);
  });
});

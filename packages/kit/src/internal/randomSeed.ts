/** A fresh 32-bit seed for a visit, from the platform's random source. */
export function randomSeed(): number {
  try {
    const values = new Uint32Array(1);
    globalThis.crypto.getRandomValues(values);
    return values[0] as number;
  } catch {
    return Math.floor(Math.random() * 2 ** 32) >>> 0;
  }
}

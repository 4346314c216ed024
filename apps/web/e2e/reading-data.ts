import { readFileSync } from 'node:fs';

/**
 * A reading Lingo's JSON data (its passages), as the app is built with it: tests look up which
 * choice is right for the prompt on the page, never a seed's known answer.
 */
export function readingData(lingoId: string): unknown {
  const url = new URL(`../../../packages/reading/src/data/${lingoId}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as unknown;
}

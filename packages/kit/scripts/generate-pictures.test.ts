import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { artDirectory, committedPictureFiles, generatePictures } from './generate-pictures';

// Nobody edits art by hand: the committed modules are exactly what the script writes from
// the installed set, so upgrading the set is re-running the script.
describe('generate-pictures', () => {
  it('matches the committed modules, file for file', async () => {
    const generated = await generatePictures();
    expect(await committedPictureFiles()).toEqual([...generated.keys()].sort());
    for (const [file, content] of generated) {
      expect(await readFile(`${artDirectory}${file}`, 'utf8'), file).toBe(content);
    }
  }, 60_000);
});

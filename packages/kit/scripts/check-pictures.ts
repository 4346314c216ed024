// Lists the emoji in some files (curriculum pages, word lists, source) that no picture draws
// yet: add each to src/picture/pictureList.ts and run generate:pictures. Exits 1 if any.
//   pnpm --filter @lingos/kit check:pictures ../../../shared/curriculum/*.md
import { readFile } from 'node:fs/promises';
import { pictureNameByEmoji } from '../src/picture/art/index.ts';
import { emojiKey } from '../src/picture/emojiKey.ts';
import { findEmojiText } from '../src/picture/findEmojiText.ts';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: check-pictures <file>...');
  process.exit(2);
}
const found = new Map<string, Set<string>>();
for (const file of files) {
  for (const emoji of findEmojiText(await readFile(file, 'utf8'))) {
    found.set(emoji, (found.get(emoji) ?? new Set()).add(file));
  }
}
const missing = [...found].filter(([emoji]) => !Object.hasOwn(pictureNameByEmoji, emojiKey(emoji)));
console.log(
  `${found.size} different emoji in ${files.length} files; ${missing.length} without a picture.`,
);
for (const [emoji, where] of missing) {
  const codePoints = Array.from(
    emoji,
    (char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`,
  );
  console.log(`${emoji} ${codePoints.join(' ')}  in ${[...where].join(', ')}`);
}
process.exitCode = missing.length > 0 ? 1 : 0;

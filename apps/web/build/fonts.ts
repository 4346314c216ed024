import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** A self-hosted font to subset: its `@font-face` stylesheet and its files' name, "andika-latin". */
export interface FontSubset {
  readonly stylesheet: string;
  readonly files: string;
}

/** The asset name of a font file Vite emits: `assets/andika-latin-400-normal-<hash>.woff2`. */
export function fontAssetPattern(files: string): RegExp {
  return new RegExp(`^(assets\\/${files}-\\d+-normal)-[\\w-]+\\.woff2$`);
}

/** The code points a `unicode-range` descriptor lists (`U+0020-007E, U+00A0, …`). */
export function codePointsOf(unicodeRange: string): number[] {
  const points: number[] = [];
  for (const part of unicodeRange.split(',')) {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`Not a unicode-range part: "${part}"`);
    const first = Number.parseInt(match[1], 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    for (let point = first; point <= last; point += 1) points.push(point);
  }
  return points;
}

/** The one `unicode-range` of a stylesheet's `@font-face` rules (they must all agree). */
export function unicodeRangeOf(css: string): string {
  const ranges = new Set(
    [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((match) => match[1]!.replace(/\s+/g, ' ')),
  );
  const [range, ...others] = ranges;
  if (!range || others.length > 0) {
    throw new Error('The @font-face rules need one unicode-range, the same in each');
  }
  return range.trim();
}

/**
 * Subsets the self-hosted fonts in the production build to the characters their
 * `@font-face` rules' `unicode-range` names (each font in its own stylesheet), dropping the
 * glyphs only Playpen Sans's alternates reach (about 24 KB per weight instead of 80 KB) and
 * Andika's beyond the letters words are written with. Each subset file gets a name hashed
 * from its own bytes (long-cached files must change name when they change), and the
 * stylesheets that named the original are rewritten.
 */
export function subsetFonts(fonts: readonly FontSubset[]): Plugin {
  let server = false;
  return {
    name: 'lingos:subset-fonts',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      server = Boolean(config.build.ssr);
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        // The server build (the pre-render) emits no fonts.
        if (server) return;
        const renamed = new Map<string, string>();
        for (const { stylesheet, files } of fonts) {
          const text = String.fromCodePoint(
            ...codePointsOf(unicodeRangeOf(readFileSync(stylesheet, 'utf8'))),
          );
          const fontAsset = fontAssetPattern(files);
          let found = 0;
          for (const [fileName, output] of Object.entries(bundle)) {
            const match = fontAsset.exec(fileName);
            if (!match || output.type !== 'asset') continue;
            const source = await subsetFont(Buffer.from(output.source), text, {
              targetFormat: 'woff2',
              noLayoutClosure: true,
            });
            const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
            const next = `${match[1]}-${hash}.woff2`;
            delete bundle[fileName];
            this.emitFile({ type: 'asset', fileName: next, source });
            renamed.set(fileName.slice('assets/'.length), next.slice('assets/'.length));
            found += 1;
          }
          if (found === 0) this.error(`No ${files} woff2 file in the bundle to subset`);
        }
        for (const output of Object.values(bundle)) {
          if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
          let css = String(output.source);
          for (const [from, to] of renamed) css = css.replaceAll(from, to);
          output.source = css;
        }
      },
    },
  };
}

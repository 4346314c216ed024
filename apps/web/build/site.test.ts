import {
  contentSecurityPolicy,
  htmlFileFor,
  inlineStylesheets,
  letterFontPreload,
  lingoPreloads,
  scriptHash,
} from './site';

describe('htmlFileFor', () => {
  it('puts home in index.html and every other page in <path>.html', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/concepts')).toBe('concepts.html');
    expect(htmlFileFor('/concepts/time/level-1/lingo-1-2')).toBe(
      'concepts/time/level-1/lingo-1-2.html',
    );
  });
});

describe('scriptHash', () => {
  it('is the CSP source of the script’s SHA-256 in base64', () => {
    // printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('contentSecurityPolicy', () => {
  const hash = scriptHash('alert(1)');

  it('allows scripts only from our origin and by hash, never inline or eval', () => {
    const policy = contentSecurityPolicy([hash], false);
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scripts).toBe(`script-src 'self' ${hash}`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toMatch(/https?:/);
  });

  it('names frame-ancestors only in the header, where browsers honour it', () => {
    expect(contentSecurityPolicy([hash], false)).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy([hash], true)).toContain("frame-ancestors 'none'");
  });
});

describe('lingoPreloads', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_shared.js'], css: ['assets/app.css'] },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/app.css'] },
    'src/concepts/money.ts': {
      file: 'assets/money.js',
      imports: ['_shared.js', '_cash.js'],
      dynamicImports: [
        '../../packages/money/src/lingos/coins/Coins.tsx',
        '_till.js',
        '../../packages/money/src/lingos/shop/Shop.tsx',
      ],
    },
    // Till's module is also imported statically by Shop: the bundle lists its shared chunk.
    '_till.js': { file: 'assets/till.js', imports: ['_cash.js'] },
    '_cash.js': { file: 'assets/cash.js' },
    '../../packages/money/src/lingos/coins/Coins.tsx': {
      file: 'assets/coins.js',
      imports: ['_shared.js', '_purse.js'],
      css: ['assets/coins.css'],
    },
    '_purse.js': { file: 'assets/purse.js', css: ['assets/purse.css', 'assets/app.css'] },
    '../../packages/money/src/lingos/shop/Shop.tsx': { file: 'assets/shop.js' },
  };
  const bundle = `export const moneyBundle = {
  lingos: {
    'lingo-2-1': () => import('./lingos/coins/Coins'),
    'lingo-2-3': () => import('./lingos/till/Till'),
    'lingo-2-2': () => import('./lingos/shop/Shop'),
  },
};`;
  const read = (key: string) => {
    if (key !== '../../packages/money/src/bundle.ts') throw new Error(`unexpected read of ${key}`);
    return bundle;
  };

  it('preloads the concept chunk, the Lingo’s chunk and all they import that the entry does not', () => {
    expect(lingoPreloads(manifest, '/concepts/money/level-2/lingo-2-1', read)).toEqual({
      scripts: ['assets/money.js', 'assets/cash.js', 'assets/coins.js', 'assets/purse.js'],
      styles: ['assets/coins.css', 'assets/purse.css'],
    });
    expect(lingoPreloads(manifest, '/concepts/money/level-2/lingo-2-2', read).scripts).toEqual([
      'assets/money.js',
      'assets/cash.js',
      'assets/shop.js',
    ]);
    expect(lingoPreloads(manifest, '/concepts/money/level-2/lingo-2-3', read).scripts).toEqual([
      'assets/money.js',
      'assets/cash.js',
      'assets/till.js',
    ]);
  });

  it('preloads nothing extra on the other pages', () => {
    expect(lingoPreloads(manifest, '/', read)).toEqual({ scripts: [], styles: [] });
    expect(lingoPreloads(manifest, '/concepts/money', read)).toEqual({ scripts: [], styles: [] });
  });

  it('throws when a Lingo page’s chunks cannot be found, rather than ship a slower page', () => {
    expect(() => lingoPreloads(manifest, '/concepts/time/level-1/lingo-1-0', read)).toThrow(
      'No chunk for src/concepts/time.ts',
    );
    expect(() => lingoPreloads(manifest, '/concepts/money/level-3/lingo-3-0', read)).toThrow(
      'No chunk for money lingo-3-0',
    );
    const renamed = (key: string) => read(key).replace('./lingos/shop/Shop', './lingos/shop/Store');
    expect(() => lingoPreloads(manifest, '/concepts/money/level-2/lingo-2-1', renamed)).toThrow(
      'do not agree',
    );
  });
});

describe('letterFontPreload', () => {
  const assets = ['playpen-sans-latin-400-normal-abc.woff2', 'andika-latin-400-normal-x1_y.woff2'];

  it('preloads Andika on a Word Weavers Lingo page', () => {
    expect(letterFontPreload(assets, '/concepts/words/level-1/lingo-1-2')).toBe(
      'andika-latin-400-normal-x1_y.woff2',
    );
  });

  it('preloads it nowhere else', () => {
    expect(letterFontPreload(assets, '/concepts/words')).toBeUndefined();
    expect(letterFontPreload(assets, '/concepts/time/level-1/lingo-1-0')).toBeUndefined();
    expect(letterFontPreload(assets, '/')).toBeUndefined();
  });

  it('throws when the build has no Andika file, rather than ship a page without it', () => {
    expect(() =>
      letterFontPreload(assets.slice(0, 1), '/concepts/words/level-2/lingo-2-0'),
    ).toThrow('No regular Andika file');
  });
});

describe('inlineStylesheets', () => {
  const page =
    '<head><link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="icon" href="/f.svg" /></head>';

  it('writes each linked sheet into the page and keeps its link without blocking', () => {
    const html = inlineStylesheets(page, () => 'body{font:url(/assets/x.woff2)}');
    expect(html).toBe(
      '<head><style>body{font:url(/assets/x.woff2)}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/a.css" media="not all">' +
        '<link rel="icon" href="/f.svg" /></head>',
    );
  });

  it('refuses a sheet that would end the style element or lose its relative urls', () => {
    expect(() => inlineStylesheets(page, () => 'a{}</style><script>')).toThrow('</style');
    expect(() => inlineStylesheets(page, () => 'a{background:url(x.png)}')).toThrow(
      'relative url()',
    );
  });
});

import { Picture } from '@lingos/kit';
import { useEffect, useReducer } from 'react';
import type { shellArt, ShellPictureName } from './shellArt';
import * as styles from './ShellPicture.css';

export type { ShellPictureName };

let art: typeof shellArt | undefined;
// The art (about 5 KB gzip) is kept out of the first load: its chunk is asked for as soon as
// this module runs, beside the first render, and is usually there before the page is drawn.
// A chunk that fails (offline before the app was cached) leaves the empty boxes.
const loading: Promise<void> = import('./shellArt').then(
  (module) => {
    art = module.shellArt;
  },
  (error: unknown) => {
    console.warn('Lingos could not load the pictures of its pages.', error);
  },
);

/**
 * A decorative picture on a shell page, the same size whether its art has arrived or not, so
 * nothing moves when it does.
 */
export function ShellPicture({ name, size }: { name: ShellPictureName; size: number }) {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const drawn = art !== undefined;
  useEffect(() => {
    // Drawn without its art: wait for it, even when it came between the render and now.
    if (drawn) return;
    let current = true;
    void loading.then(() => {
      if (current) arrived();
    });
    return () => {
      current = false;
    };
  }, [drawn]);
  if (!art) {
    return (
      <svg width={size} height={size} className={styles.box} aria-hidden data-state="loading" />
    );
  }
  return <Picture art={art[name]} size={size} decorative />;
}

/** Resolves once the shell's pictures have loaded or failed: for tests and pre-rendering. */
export function shellPicturesSettled(): Promise<void> {
  return loading;
}

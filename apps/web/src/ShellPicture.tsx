import { Picture } from '@lingos/kit';
import { Suspense, use } from 'react';
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

interface ShellPictureProps {
  readonly name: ShellPictureName;
  readonly size: number;
}

/**
 * A decorative picture on a shell page, the same size whether its art has arrived or not, so
 * nothing moves when it does. Pre-rendered pages carry the drawn picture: while hydrating,
 * React keeps it as it is until the art has loaded here too.
 */
export function ShellPicture({ name, size }: ShellPictureProps) {
  return (
    <Suspense fallback={<EmptyBox size={size} />}>
      <DrawnPicture name={name} size={size} />
    </Suspense>
  );
}

function DrawnPicture({ name, size }: ShellPictureProps) {
  // Suspends until the art has loaded (or failed); settled, it never suspends again.
  if (!art) use(loading);
  if (!art) return <EmptyBox size={size} />;
  return <Picture art={art[name]} size={size} decorative />;
}

function EmptyBox({ size }: { size: number }) {
  return <svg width={size} height={size} className={styles.box} aria-hidden data-state="loading" />;
}

/** Resolves once the shell's pictures have loaded or failed: for tests and pre-rendering. */
export function shellPicturesSettled(): Promise<void> {
  return loading;
}

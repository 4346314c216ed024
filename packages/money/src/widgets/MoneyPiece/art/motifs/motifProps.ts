import type { Metal } from '../metals';

/** What a coin picture is drawn with: the metal it is struck in (its relief colour). */
export interface MotifProps {
  readonly metal: Metal;
}

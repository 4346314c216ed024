import { useRef, useState } from 'react';
import { trayReducer, type TrayAction, type TrayPiece } from './cashTrayModel';

/** The pieces of a tray, controlled (`pieces`) or kept by the tray (`defaultPieces`). */
export interface TrayStateOptions {
  readonly pieces?: readonly TrayPiece[];
  readonly defaultPieces?: readonly TrayPiece[];
  /** The pieces after each change, with the action that made it. */
  readonly onPiecesChange?: (pieces: readonly TrayPiece[], action: TrayAction) => void;
}

/**
 * The tray's pieces and a `dispatch` that applies an action through the pure reducer. Two
 * taps before the parent re-renders both count: each action starts from the latest pieces.
 */
export function useTrayState({ pieces, defaultPieces = [], onPiecesChange }: TrayStateOptions) {
  const [own, setOwn] = useState<readonly TrayPiece[]>(defaultPieces);
  const tray = pieces ?? own;
  const latest = useRef(tray);
  const rendered = useRef(tray);
  // A new `pieces` from the parent (a new item) replaces whatever was dispatched before it.
  if (rendered.current !== tray) {
    rendered.current = tray;
    latest.current = tray;
  }

  function dispatch(action: TrayAction): readonly TrayPiece[] {
    const next = trayReducer(latest.current, action);
    latest.current = next;
    if (pieces === undefined) setOwn(next);
    onPiecesChange?.(next, action);
    return next;
  }

  return { tray, dispatch, latest } as const;
}

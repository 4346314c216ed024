import type { ComponentType } from 'react';
import type { PieceMotif } from '../../../../model/pieces';
import { Beaver } from './Beaver';
import { Bluenose } from './Bluenose';
import { Caribou } from './Caribou';
import { Loon } from './Loon';
import type { MotifProps } from './motifProps';
import { PolarBear } from './PolarBear';

/** The drawing of each coin's picture side, by motif. */
export const motifArt: Readonly<Record<PieceMotif, ComponentType<MotifProps>>> = {
  beaver: Beaver,
  bluenose: Bluenose,
  caribou: Caribou,
  loon: Loon,
  'polar-bear': PolarBear,
};

export { KingHead } from './KingHead';
export type { MotifProps } from './motifProps';

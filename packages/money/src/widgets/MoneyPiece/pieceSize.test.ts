import { describe, expect, it } from 'vitest';
import { billIds, coinIds } from '../../model/pieces';
import { pieceBox } from './pieceSize';

describe('pieceBox', () => {
  it('draws the toonie at exactly the size asked for', () => {
    expect(pieceBox('toonie', 80)).toEqual({ width: 80, height: 80 });
  });

  it('draws coins to scale by their diameters: the dime smallest, then the nickel', () => {
    expect(pieceBox('dime', 28).width).toBe(18.03);
    expect(pieceBox('nickel', 28).width).toBe(21.2);
    expect(pieceBox('quarter', 28).width).toBe(23.88);
    expect(pieceBox('loonie', 28).width).toBe(26.5);
  });

  it('draws every bill wider than every coin, in a bill’s proportions', () => {
    for (const bill of billIds) {
      const box = pieceBox(bill, 64);
      expect(box).toEqual({ width: 128, height: 58.67 });
      for (const coin of coinIds) expect(box.width).toBeGreaterThan(pieceBox(coin, 64).width);
    }
  });
});

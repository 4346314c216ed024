import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faceMinutes } from '../../model/time';
import {
  angleFromPoint,
  dragDeltaMinutes,
  handAngle,
  handNearPointer,
  dragTime,
  faceMinutesFromHourAngle,
  hourHandAngle,
  keyboardDelta,
  keyboardTarget,
  minuteFromAngle,
  minuteHandAngle,
  moveDrag,
  normalizeAngle,
  numberAngle,
  pointAtAngle,
  secondHandAngle,
  signedAngleDelta,
  spinDelta,
  snapToNumber,
  startDrag,
} from './clockModel';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

describe('hand angles', () => {
  it('puts the long hand at 6° per minute', () => {
    expect(minuteHandAngle(at(3, 0))).toBe(0);
    expect(minuteHandAngle(at(3, 15))).toBe(90);
    expect(minuteHandAngle(at(3, 45))).toBe(270);
  });
  it('gears the short hand: 30° per hour plus 0.5° per minute', () => {
    expect(hourHandAngle(at(3, 0))).toBe(90);
    expect(hourHandAngle(at(3, 30))).toBe(105);
    expect(hourHandAngle(at(12, 0))).toBe(0);
    expect(hourHandAngle(at(15, 45))).toBe(112.5);
  });
  it('places numbers and seconds', () => {
    expect(numberAngle(12)).toBe(0);
    expect(numberAngle(3)).toBe(90);
    expect(secondHandAngle(30)).toBe(180);
  });
});

describe('angles from points', () => {
  it('measures clockwise from straight up, y growing down', () => {
    expect(angleFromPoint(0, -10)).toBe(0);
    expect(angleFromPoint(10, 0)).toBe(90);
    expect(angleFromPoint(0, 10)).toBe(180);
    expect(angleFromPoint(-10, 0)).toBe(270);
  });
  it('is the inverse of pointAtAngle (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3599 }), (tenths) => {
        const degrees = tenths / 10;
        const point = pointAtAngle(degrees, 50);
        const back = angleFromPoint(point.x, point.y);
        expect(Math.abs(signedAngleDelta(degrees, back))).toBeLessThan(1e-9);
      }),
    );
  });
});

describe('snapping', () => {
  it('snaps the long hand to the nearest whole minute', () => {
    expect(minuteFromAngle(92)).toBe(15);
    expect(minuteFromAngle(94)).toBe(16);
    expect(minuteFromAngle(358)).toBe(0);
    expect(minuteFromAngle(-6)).toBe(59);
  });
  it('snaps the short hand to the nearest whole minute of the face', () => {
    expect(faceMinutesFromHourAngle(90)).toBe(180);
    expect(faceMinutesFromHourAngle(112.4)).toBe(225);
    expect(faceMinutesFromHourAngle(359.9)).toBe(0);
  });
  it('round-trips time → angle → time (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (time) => {
        expect(faceMinutesFromHourAngle(hourHandAngle(time))).toBe(faceMinutes(time));
        expect(minuteFromAngle(minuteHandAngle(time))).toBe(time % 60);
      }),
    );
  });
  it('round-trips angle → time → angle within half a step (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999, noNaN: true }), (angle) => {
        const minuteBack = minuteHandAngle(minuteFromAngle(angle));
        expect(Math.abs(signedAngleDelta(angle, minuteBack))).toBeLessThanOrEqual(3);
        const hourBack = hourHandAngle(faceMinutesFromHourAngle(angle));
        expect(Math.abs(signedAngleDelta(angle, hourBack))).toBeLessThanOrEqual(0.25);
      }),
    );
  });
});

describe('signedAngleDelta', () => {
  it('goes forward past 12', () => {
    expect(signedAngleDelta(350, 20)).toBe(30);
  });
  it('goes back past 12', () => {
    expect(signedAngleDelta(20, 350)).toBe(-30);
  });
  it('takes 180° as forward', () => {
    expect(signedAngleDelta(0, 180)).toBe(180);
  });
  it('normalizes angles', () => {
    expect(normalizeAngle(-30)).toBe(330);
    expect(normalizeAngle(720)).toBe(0);
  });
});

describe('drag tracking', () => {
  it('adds an hour when the long hand is dragged fast forward past 12', () => {
    let drag = startDrag('minute', at(3, 50), 300);
    drag = moveDrag(drag, 340);
    drag = moveDrag(drag, 20);
    drag = moveDrag(drag, 60);
    expect(dragTime(drag)).toBe(at(4, 10));
  });
  it('takes an hour away when the long hand is dragged back past 12', () => {
    let drag = startDrag('minute', at(4, 10), 60);
    drag = moveDrag(drag, 10);
    drag = moveDrag(drag, 300);
    expect(dragTime(drag)).toBe(at(3, 50));
  });
  it('counts a full turn of the long hand as one hour', () => {
    let drag = startDrag('minute', at(5, 0), 0);
    for (const angle of [90, 180, 270, 0]) drag = moveDrag(drag, angle);
    expect(dragTime(drag)).toBe(at(6, 0));
  });
  it('crosses midnight both ways', () => {
    let forward = startDrag('minute', at(23, 55), 330);
    forward = moveDrag(forward, 30);
    expect(dragTime(forward)).toBe(at(0, 5));
    let back = startDrag('minute', at(0, 5), 30);
    back = moveDrag(back, 330);
    expect(dragTime(back)).toBe(at(23, 55));
  });
  it('moves the hour in whole hours with the short hand, keeping the minutes', () => {
    let drag = startDrag('hour', at(3, 20), 100);
    drag = moveDrag(drag, 160);
    expect(dragTime(drag)).toBe(at(5, 20));
    drag = moveDrag(drag, 112);
    expect(dragTime(drag)).toBe(at(3, 20));
  });
  it('turns the short hand twice round for a whole day', () => {
    let drag = startDrag('hour', at(0, 0), 0);
    for (let turn = 0; turn < 2; turn += 1) {
      for (const angle of [90, 180, 270, 0]) drag = moveDrag(drag, angle);
    }
    expect(dragDeltaMinutes(drag)).toBe(1440);
    expect(dragTime(drag)).toBe(0);
  });
  it('never jumps the wrong way for any sequence of small moves (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.double({ min: 0, max: 359.9, noNaN: true }),
        fc.array(fc.double({ min: -170, max: 170, noNaN: true }), { minLength: 1, maxLength: 80 }),
        (startTime, startAngle, deltas) => {
          let drag = startDrag('minute', startTime, startAngle);
          let pointer = startAngle;
          // The hand first jumps (the short way) to point where the pointer is.
          let expectedTurn = signedAngleDelta(minuteHandAngle(startTime), startAngle);
          for (const delta of deltas) {
            const before = drag.turned;
            pointer += delta;
            expectedTurn += delta;
            drag = moveDrag(drag, pointer);
            const step = drag.turned - before;
            // Each step follows the pointer's own direction and size.
            expect(Math.abs(step - delta)).toBeLessThan(1e-6);
          }
          expect(Math.abs(drag.turned - expectedTurn)).toBeLessThan(1e-6);
          expect(dragDeltaMinutes(drag)).toBe(Math.round(expectedTurn / 6) + 0);
        },
      ),
    );
  });
});

describe('the hand follows the finger', () => {
  it('points where the pointer is, although the press was beside the hand (issue: 4:58)', () => {
    // Clock Basics step 3: 5:20, the long hand at 120°. A press 8 px to the side of the
    // hand's centre line, 60 px out, is about 7.6° off it; the pointer then goes onto the 12.
    const offset = (Math.atan2(8, 60) * 180) / Math.PI;
    let drag = startDrag('minute', at(5, 20), 120 + offset);
    for (const angle of [100, 60, 20, 0]) drag = moveDrag(drag, angle);
    expect(dragTime(drag)).toBe(at(5, 0));
    expect(minuteHandAngle(dragTime(drag))).toBe(0);
  });

  it('ends under the pointer from any offset on either side, for both hands (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('minute' as const, 'hour' as const),
        fc.integer({ min: 0, max: 1439 }),
        fc.double({ min: -30, max: 30, noNaN: true }),
        fc.array(fc.double({ min: -40, max: 40, noNaN: true }), { maxLength: 30 }),
        (hand, startTime, offset, moves) => {
          let pointer = normalizeAngle(handAngle(hand, startTime) + offset);
          let drag = startDrag(hand, startTime, pointer);
          for (const move of moves) {
            pointer = normalizeAngle(pointer + move);
            drag = moveDrag(drag, pointer);
          }
          // Snapped to whole minutes (the long hand) or whole hours (the short hand).
          const tolerance = hand === 'minute' ? 3 : 15;
          const miss = Math.abs(signedAngleDelta(handAngle(hand, dragTime(drag)), pointer));
          expect(miss).toBeLessThanOrEqual(tolerance + 1e-6);
        },
      ),
    );
  });

  it('grabs the nearer hand, or the one whose reach a far press is in', () => {
    // 3:00: the short hand at 90°, the long hand at 0°.
    expect(handNearPointer(['hour', 'minute'], at(3, 0), 80, 0.7)).toBe('hour');
    expect(handNearPointer(['hour', 'minute'], at(3, 0), 10, 0.3)).toBe('minute');
    expect(handNearPointer(['hour', 'minute'], at(3, 0), 200, 0.3)).toBe('hour');
    expect(handNearPointer(['hour', 'minute'], at(3, 0), 200, 0.8)).toBe('minute');
    expect(handNearPointer(['minute'], at(3, 0), 200, 0.1)).toBe('minute');
    expect(handNearPointer([], at(3, 0), 200, 0.1)).toBeUndefined();
  });
});

describe('snapToNumber', () => {
  it('lands a long hand let go near a number on it, across the hour too', () => {
    expect(snapToNumber(at(4, 59))).toBe(at(5, 0));
    expect(snapToNumber(at(5, 1))).toBe(at(5, 0));
    expect(snapToNumber(at(5, 29))).toBe(at(5, 30));
    expect(snapToNumber(at(23, 59))).toBe(at(0, 0));
  });

  it('leaves a hand that is not near a number where it is', () => {
    expect(snapToNumber(at(5, 57))).toBe(at(5, 57));
    expect(snapToNumber(at(5, 3))).toBe(at(5, 3));
    expect(snapToNumber(at(4, 58))).toBe(at(4, 58));
  });
});

describe('keyboard model', () => {
  it('moves the long hand 1 minute with arrows', () => {
    expect(keyboardDelta('minute', 'ArrowUp')).toBe(1);
    expect(keyboardDelta('minute', 'ArrowRight')).toBe(1);
    expect(keyboardDelta('minute', 'ArrowDown')).toBe(-1);
    expect(keyboardDelta('minute', 'ArrowLeft')).toBe(-1);
  });
  it('moves 5 minutes with PageUp and PageDown', () => {
    expect(keyboardDelta('minute', 'PageUp')).toBe(5);
    expect(keyboardDelta('minute', 'PageDown')).toBe(-5);
  });
  it('moves 1 hour with Shift+arrows', () => {
    expect(keyboardDelta('minute', 'ArrowUp', { shiftKey: true })).toBe(60);
    expect(keyboardDelta('minute', 'ArrowLeft', { shiftKey: true })).toBe(-60);
  });
  it('moves the hour hand slider by hours', () => {
    expect(keyboardDelta('hour', 'ArrowUp')).toBe(60);
    expect(keyboardDelta('hour', 'ArrowDown', { shiftKey: true })).toBe(-60);
    expect(keyboardDelta('hour', 'PageUp')).toBe(180);
  });
  it('ignores other keys', () => {
    expect(keyboardDelta('minute', 'Enter')).toBeUndefined();
    expect(keyboardTarget('minute', at(3, 0), 'a')).toBeUndefined();
  });
  it('wraps the minute into the next hour (geared)', () => {
    expect(keyboardTarget('minute', at(3, 59), 'ArrowUp')).toBe(at(4, 0));
    expect(keyboardTarget('minute', at(0, 0), 'ArrowDown')).toBe(at(23, 59));
  });
  it('goes to the ends with Home and End', () => {
    expect(keyboardTarget('minute', at(15, 47), 'Home')).toBe(at(15, 0));
    expect(keyboardTarget('minute', at(15, 47), 'End')).toBe(at(15, 59));
    expect(keyboardTarget('hour', at(15, 47), 'Home')).toBe(at(13, 47));
    expect(keyboardTarget('hour', at(15, 47), 'End')).toBe(at(12, 47));
  });
});

describe('spinDelta', () => {
  it('spins the short way round the face', () => {
    expect(spinDelta(at(3, 0), at(4, 0))).toBe(60);
    expect(spinDelta(at(4, 0), at(3, 0))).toBe(-60);
    expect(spinDelta(at(11, 0), at(13, 0))).toBe(120);
    expect(spinDelta(at(15, 0), at(3, 0))).toBe(0);
  });
});

import {
  angleAround,
  dragSurface,
  Picture,
  radiusFraction,
  usePointerDrag,
  useReducedMotion,
} from '@lingos/kit';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { describeClock, faceValue, meridiemOf, partOfDay } from '../../model/time';
import * as styles from './AnalogClock.css';
import { skyPictures } from './skyPictures';
import {
  dragTime,
  handNearPointer,
  hourHandAngle,
  hourHandValueText,
  keyboardTarget,
  minuteHandAngle,
  minuteHandValueText,
  moveDrag,
  numberAngle,
  pointAtAngle,
  secondHandAngle,
  snapToNumber,
  spinDelta,
  startDrag,
  type ClockHand,
  type DragState,
  type SliderTextMode,
} from './clockModel';

/** Which hand (or both, in turn) flashes to draw the eye. */
export const clockFlashTargets = ['hour', 'minute', 'both'] as const;
/** A hand to flash, or both in turn (hour first), as the H-SWAP hint does. */
export type ClockFlashTarget = (typeof clockFlashTargets)[number];

/** The states AnalogClock exposes as `data-state`. */
export const analogClockStates = ['idle', 'dragging'] as const;
/** `idle` or `dragging`. */
export type AnalogClockState = (typeof analogClockStates)[number];

/** Props of AnalogClock. */
export interface AnalogClockProps {
  /** The time shown, minutes since midnight (controlled). */
  readonly value?: number;
  /** The first time shown when uncontrolled. */
  readonly defaultValue?: number;
  /** Called as the time changes: during a drag at most once per animation frame, and per key. */
  readonly onChange?: (value: number) => void;
  /** Called when a drag is released or a key has moved the time. */
  readonly onChangeEnd?: (value: number) => void;
  /** Hands the child can move (each becomes a slider). None: a static clock. */
  readonly draggableHands?: readonly ClockHand[];
  /** Scaffold: the minutes 0, 5 … 55 around the face. */
  readonly minuteNumbers?: boolean;
  /** Scaffold: only the short hand is on the face. */
  readonly hourHandOnly?: boolean;
  /** Scaffold: an AM/PM sky behind the face (sun by day, moon by night). */
  readonly sky?: boolean;
  /** Shows the second hand at `seconds`. */
  readonly showSeconds?: boolean;
  /** Seconds past the minute for the second hand, 0–59. */
  readonly seconds?: number;
  /** Makes the numbers 1–12 buttons; called with the number tapped. */
  readonly onNumberTap?: (number: number) => void;
  /** Numbers drawn with a highlight (e.g. the 12 to tap). */
  readonly highlightedNumbers?: readonly number[];
  /** Makes the hands tappable (buttons, or Enter on a slider); called with the hand. */
  readonly onHandTap?: (hand: ClockHand) => void;
  /** Accessible names of the hands; default "Hour hand" and "Minute hand". */
  readonly handNames?: Partial<Readonly<Record<ClockHand, string>>>;
  /** Flashes a hand, or both in turn. Change `flashKey` to flash again. */
  readonly flashHand?: ClockFlashTarget;
  /** Any value; a new one restarts the flash. */
  readonly flashKey?: string | number;
  /** Spins the hands to a new `value` instead of jumping (skipped with reduced motion). */
  readonly animate?: boolean;
  /**
   * A long hand let go within a minute of a number lands on it (for lessons that ask for a
   * number: "Drag it to 12").
   */
  readonly snapToNumbers?: boolean;
  /** Width and height in CSS pixels; default 300. */
  readonly size?: number;
  /**
   * The accessible name. Static clocks default to the description rule ("The short hand
   * points at 7. The long hand points at 12."); interactive clocks to "Clock".
   */
  readonly label?: string;
  /** How the hand sliders speak: the time in words (default) or the hands' places. */
  readonly sliderText?: SliderTextMode;
  readonly className?: string;
}

const VIEW = 240;
const CENTRE = VIEW / 2;
const FACE_RADIUS = 100;
const NUMBER_RADIUS = 72;
const MINUTE_NUMBER_RADIUS = 112;
const HOUR_HAND_LENGTH = 50;
const MINUTE_HAND_LENGTH = 84;
const SECOND_HAND_LENGTH = 90;
/** Touch targets are at least 44 CSS px across (DECISIONS: accessibility). */
const MIN_TARGET_PX = 44;

const defaultHandNames: Readonly<Record<ClockHand, string>> = {
  hour: 'Hour hand',
  minute: 'Minute hand',
};

const centre = { x: CENTRE, y: CENTRE };
const hourNumbers = Array.from({ length: 12 }, (_, index) => index + 1);
/** The numbers in minute order (12 first), so the scaffold reads 0, 5 … 55. */
const numbersFromTwelve = [12, ...hourNumbers.slice(0, 11)];

const requestFrame = (callback: () => void): number =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(callback)
    : (setTimeout(callback, 16) as unknown as number);

const cancelFrame = (id: number): void => {
  if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(id);
  else clearTimeout(id);
};

/** Shows `target`, spinning towards it over about a second when asked to. */
function useSpin(target: number, animate: boolean): number {
  const reducedMotion = useReducedMotion();
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  // With reduced motion the clock jumps straight to its new time.
  const still = !animate || reducedMotion;
  useEffect(() => {
    if (still) {
      shownRef.current = target;
      setShown(target);
      return undefined;
    }
    const from = shownRef.current;
    const delta = spinDelta(from, target);
    if (delta === 0) {
      shownRef.current = target;
      setShown(target);
      return undefined;
    }
    const duration = Math.min(1600, 400 + Math.abs(delta) * 3);
    const began = typeof performance === 'undefined' ? Date.now() : performance.now();
    let frame = 0;
    const tick = (): void => {
      const now = typeof performance === 'undefined' ? Date.now() : performance.now();
      const progress = Math.min(1, (now - began) / duration);
      const eased = 1 - (1 - progress) ** 3;
      const next = progress >= 1 ? target : from + Math.round(delta * eased);
      shownRef.current = next;
      setShown(next);
      if (progress < 1) frame = requestFrame(tick);
    };
    frame = requestFrame(tick);
    return () => cancelFrame(frame);
  }, [target, still]);
  return still ? target : shown;
}

interface FaceProps {
  readonly minuteNumbers: boolean;
  readonly tappable: boolean;
  readonly highlighted: string;
  readonly hitRadius: number;
  readonly onNumber: (number: number) => void;
}

/** The static face: ticks, numbers and the minute-numbers scaffold. Memoized so drags only redraw hands. */
const ClockFace = memo(function ClockFace({
  minuteNumbers,
  tappable,
  highlighted,
  hitRadius,
  onNumber,
}: FaceProps): ReactElement {
  const highlightedSet = new Set(highlighted.split(',').filter(Boolean).map(Number));
  const ticks = Array.from({ length: 60 }, (_, minute) => {
    const five = minute % 5 === 0;
    const inner = pointAtAngle(minute * 6, five ? 84 : 90, centre);
    const outer = pointAtAngle(minute * 6, 96, centre);
    return (
      <line
        key={minute}
        x1={inner.x}
        y1={inner.y}
        x2={outer.x}
        y2={outer.y}
        className={five ? styles.tickFive : styles.tickMinute}
      />
    );
  });
  return (
    <g>
      <circle cx={CENTRE} cy={CENTRE} r={FACE_RADIUS} className={styles.face} />
      <g aria-hidden="true">{ticks}</g>
      {minuteNumbers ? (
        <g aria-hidden="true" data-testid="minute-numbers">
          {numbersFromTwelve.map((number) => {
            const minutes = (number % 12) * 5;
            const point = pointAtAngle(numberAngle(number), MINUTE_NUMBER_RADIUS, centre);
            return (
              <g key={number}>
                <circle cx={point.x} cy={point.y} r={9} className={styles.minuteNumberBadge} />
                <text
                  x={point.x}
                  y={point.y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  className={styles.minuteNumber}
                >
                  {minutes}
                </text>
              </g>
            );
          })}
        </g>
      ) : null}
      {hourNumbers.map((number) => {
        const point = pointAtAngle(numberAngle(number), NUMBER_RADIUS, centre);
        const isHighlighted = highlightedSet.has(number);
        const glyph = (
          <>
            {isHighlighted ? (
              <circle cx={point.x} cy={point.y} r={16} className={styles.numberHighlight} />
            ) : null}
            <text
              x={point.x}
              y={point.y}
              textAnchor="middle"
              dominantBaseline="central"
              className={styles.number}
            >
              {number}
            </text>
          </>
        );
        if (!tappable) {
          return (
            <g key={number} aria-hidden="true">
              {glyph}
            </g>
          );
        }
        return (
          <g
            key={number}
            role="button"
            tabIndex={0}
            aria-label={String(number)}
            className={styles.numberButton}
            data-number={number}
            onClick={() => onNumber(number)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onNumber(number);
              }
            }}
          >
            <circle cx={point.x} cy={point.y} r={hitRadius} className={styles.numberHit} />
            {glyph}
            <circle
              cx={point.x}
              cy={point.y}
              r={Math.min(hitRadius, 19)}
              className={styles.focusRing}
            />
          </g>
        );
      })}
    </g>
  );
});

function Sky({ time }: { readonly time: number }): ReactElement {
  const part = partOfDay(time);
  const meridiem = meridiemOf(time);
  const dark = part === 'night';
  return (
    <g aria-hidden="true" data-testid="sky" data-part-of-day={part}>
      <rect x={0} y={0} width={VIEW} height={VIEW} rx={28} className={styles.sky[part]} />
      {dark
        ? [
            [200, 26],
            [222, 56],
            [18, 214],
            [40, 200],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r={2.5} className={styles.star} />
          ))
        : null}
      <g transform="translate(14 16)">
        <Picture art={skyPictures[part]} size={28} decorative />
      </g>
      <rect x={190} y={206} width={44} height={26} rx={13} className={styles.skyBadge} />
      <text
        x={212}
        y={219}
        textAnchor="middle"
        dominantBaseline="central"
        className={styles.skyBadgeText}
      >
        {meridiem}
      </text>
    </g>
  );
}

interface DragSession {
  state: DragState;
  /** The press began on the hand itself (a tap there is a hand tap). */
  onHand: boolean;
}

/**
 * An analog clock: SVG face with 1–12, minute ticks and geared hands. Static, it is an
 * image named by the description rule; with draggable hands it exposes "Hour hand" and
 * "Minute hand" sliders, turned by pointer drags (continuous across 12) or the keyboard
 * (arrows 1 min, PageUp/PageDown 5 min, Shift+arrows 1 h).
 */
export function AnalogClock({
  value,
  defaultValue = 0,
  onChange,
  onChangeEnd,
  draggableHands = [],
  minuteNumbers = false,
  hourHandOnly = false,
  sky = false,
  showSeconds = false,
  seconds = 0,
  onNumberTap,
  highlightedNumbers,
  onHandTap,
  handNames,
  flashHand,
  flashKey,
  animate = false,
  snapToNumbers = false,
  size = 300,
  label,
  sliderText = 'time',
  className,
}: AnalogClockProps): ReactElement {
  const [internalValue, setInternalValue] = useState(defaultValue);
  const current = value ?? internalValue;
  const shown = useSpin(current, animate);
  const [draft, setDraft] = useState<number | null>(null);
  const [activeHand, setActiveHand] = useState<ClockHand | null>(null);
  const displayed = draft ?? shown;

  const svgRef = useRef<SVGSVGElement>(null);
  const sessionRef = useRef<DragSession | null>(null);
  const lastEmittedRef = useRef<number>(current);
  const onChangeRef = useRef(onChange);
  const onChangeEndRef = useRef(onChangeEnd);
  const onNumberTapRef = useRef(onNumberTap);
  const onHandTapRef = useRef(onHandTap);
  useEffect(() => {
    onChangeRef.current = onChange;
    onChangeEndRef.current = onChangeEnd;
    onNumberTapRef.current = onNumberTap;
    onHandTapRef.current = onHandTap;
  });

  const names = { ...defaultHandNames, ...handNames };
  const movable = new Set<ClockHand>(
    draggableHands.filter((hand) => !(hourHandOnly && hand === 'minute')),
  );
  const hitRadius = Math.max(16, ((MIN_TARGET_PX / 2) * VIEW) / size);
  const tappableNumbers = onNumberTap !== undefined;
  const interactive = movable.size > 0 || tappableNumbers || onHandTap !== undefined;

  const emit = (next: number): void => {
    if (next === lastEmittedRef.current) return;
    lastEmittedRef.current = next;
    onChangeRef.current?.(next);
  };

  const commit = (next: number): void => {
    if (value === undefined) setInternalValue(next);
    emit(next);
    onChangeEndRef.current?.(next);
  };

  // A hand points where the finger is: the angle from the centre to the pointer, wherever on
  // the hand (or on the face near it) the drag began.
  const drag = usePointerDrag<SVGSVGElement>({
    disabled: movable.size === 0,
    onStart: ({ client, target, element }) => {
      const targetElement = target instanceof Element ? target : null;
      // A press on a number may still turn the hand near it: a tap stays the number's (its
      // click), a drag moves the hand.
      const box = element.getBoundingClientRect();
      const angle = angleAround(client, box);
      const handElement = targetElement?.closest<SVGGElement>('[data-hand]');
      const pressedHand = handElement?.getAttribute('data-hand') as ClockHand | null | undefined;
      // A hand that only taps keeps its own click.
      if (pressedHand && !movable.has(pressedHand)) return false;
      const hand =
        pressedHand ?? handNearPointer([...movable], current, angle, radiusFraction(client, box));
      if (!hand) return false;
      element.querySelector<SVGGElement>(`[data-hand="${hand}"]`)?.focus();
      lastEmittedRef.current = current;
      sessionRef.current = { state: startDrag(hand, current, angle), onHand: pressedHand === hand };
      setActiveHand(hand);
      return true;
    },
    onMove: ({ client, moved }) => {
      const session = sessionRef.current;
      const box = svgRef.current?.getBoundingClientRect();
      if (!session || !box) return;
      session.state = moveDrag(session.state, angleAround(client, box));
      // Until the pointer really moves, a press is a tap and the hand stays put.
      if (!moved) return;
      const next = dragTime(session.state);
      setDraft(next);
      emit(next);
    },
    onEnd: ({ moved, cancelled }) => {
      const session = sessionRef.current;
      sessionRef.current = null;
      setDraft(null);
      setActiveHand(null);
      if (!session) return;
      if (!moved) {
        if (!cancelled && session.onHand) onHandTapRef.current?.(session.state.hand);
        return;
      }
      const released = dragTime(session.state);
      commit(snapToNumbers && session.state.hand === 'minute' ? snapToNumber(released) : released);
    },
  });

  const handleKeyDown = (hand: ClockHand) => (event: KeyboardEvent<SVGGElement>) => {
    if ((event.key === 'Enter' || event.key === ' ') && onHandTap) {
      event.preventDefault();
      onHandTap(hand);
      return;
    }
    if (!movable.has(hand)) return;
    const next = keyboardTarget(hand, current, event.key, { shiftKey: event.shiftKey });
    if (next === undefined) return;
    event.preventDefault();
    commit(next);
  };

  const handleNumber = useCallback((number: number) => onNumberTapRef.current?.(number), []);

  const state: AnalogClockState = activeHand === null ? 'idle' : 'dragging';
  const { hour, minute } = faceValue(displayed);

  const renderHand = (hand: ClockHand): ReactElement => {
    const isHour = hand === 'hour';
    const angle = isHour ? hourHandAngle(displayed) : minuteHandAngle(displayed);
    const length = isHour ? HOUR_HAND_LENGTH : MINUTE_HAND_LENGTH;
    const flashing =
      flashHand === hand || flashHand === 'both'
        ? `${styles.handFlashing} ${flashHand === 'both' && !isHour ? styles.handFlashingSecond : ''}`
        : undefined;
    const visual = (
      <g
        key={`${hand}-${String(flashKey ?? '')}`}
        className={flashing}
        data-flashing={flashing ? 'true' : undefined}
      >
        <line
          x1={CENTRE}
          y1={CENTRE + (isHour ? 8 : 14)}
          x2={CENTRE}
          y2={CENTRE - length}
          className={isHour ? styles.hourHand : styles.minuteHand}
        />
        <circle
          cx={CENTRE}
          cy={CENTRE - length}
          r={isHour ? 7 : 5}
          className={isHour ? styles.hourKnob : styles.minuteKnob}
        />
      </g>
    );
    const transform = `rotate(${angle} ${CENTRE} ${CENTRE})`;
    const canDrag = movable.has(hand);
    const canTap = onHandTap !== undefined;
    if (!canDrag && !canTap) {
      return (
        <g key={hand} transform={transform} aria-hidden="true" data-hand={hand}>
          {visual}
        </g>
      );
    }
    const hit = (
      <>
        <line
          x1={CENTRE}
          y1={CENTRE}
          x2={CENTRE}
          y2={CENTRE - length}
          className={styles.handHit}
          strokeWidth={hitRadius * 1.2}
        />
        <circle cx={CENTRE} cy={CENTRE - length} r={hitRadius} className={styles.handHit} />
      </>
    );
    const ring = (
      <circle cx={CENTRE} cy={CENTRE - length} r={hitRadius - 2} className={styles.focusRing} />
    );
    if (!canDrag) {
      return (
        <g
          key={hand}
          transform={transform}
          role="button"
          tabIndex={0}
          aria-label={names[hand]}
          className={styles.hand}
          data-hand={hand}
          onClick={() => onHandTap?.(hand)}
          onKeyDown={handleKeyDown(hand)}
        >
          {hit}
          {visual}
          {ring}
        </g>
      );
    }
    return (
      <g
        key={hand}
        transform={transform}
        role="slider"
        tabIndex={0}
        aria-label={names[hand]}
        aria-valuemin={isHour ? 1 : 0}
        aria-valuemax={isHour ? 12 : 59}
        aria-valuenow={isHour ? hour : minute}
        aria-valuetext={
          isHour
            ? hourHandValueText(displayed, sliderText)
            : minuteHandValueText(displayed, sliderText, minuteNumbers)
        }
        className={`${styles.hand} ${styles.handDraggable}`}
        data-hand={hand}
        onKeyDown={handleKeyDown(hand)}
      >
        {hit}
        {visual}
        {ring}
      </g>
    );
  };

  const accessibleName =
    label ?? (interactive ? 'Clock' : describeClock(displayed, { minuteNumbers, hourHandOnly }));

  // The hand being dragged is drawn last so it stays on top of the other.
  const handOrder: ClockHand[] = hourHandOnly
    ? ['hour']
    : activeHand === 'hour'
      ? ['minute', 'hour']
      : ['hour', 'minute'];

  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      style={assignInlineVars({ [styles.sizeVar]: `${size}px` })}
      data-state={state}
      data-time={displayed}
    >
      <svg
        ref={svgRef}
        viewBox={`0 0 ${VIEW} ${VIEW}`}
        className={movable.size > 0 ? `${styles.svg} ${dragSurface}` : styles.svg}
        role={interactive ? 'group' : 'img'}
        aria-label={accessibleName}
        {...drag.handlers}
      >
        {sky ? <Sky time={displayed} /> : null}
        <ClockFace
          minuteNumbers={minuteNumbers}
          tappable={tappableNumbers}
          highlighted={(highlightedNumbers ?? []).join(',')}
          hitRadius={Math.min(hitRadius, 19)}
          onNumber={handleNumber}
        />
        {handOrder.map(renderHand)}
        {showSeconds ? (
          <g
            transform={`rotate(${secondHandAngle(seconds)} ${CENTRE} ${CENTRE})`}
            aria-hidden="true"
            data-hand="second"
          >
            <line
              x1={CENTRE}
              y1={CENTRE + 18}
              x2={CENTRE}
              y2={CENTRE - SECOND_HAND_LENGTH}
              className={styles.secondHand}
            />
          </g>
        ) : null}
        <circle cx={CENTRE} cy={CENTRE} r={6} className={styles.centreCap} aria-hidden="true" />
      </svg>
    </div>
  );
}

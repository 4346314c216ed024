import {
  angleAround,
  beginAngleTrack,
  DropZones,
  dragSurface,
  followAngle,
  Picture,
  placeAnnouncements,
  signedAngleDelta,
  useAnnouncer,
  useDragItem,
  useDropZone,
  usePointerDrag,
  type AngleTrack,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { months, type Month } from '../../model/dates';
import { monthName, monthShortName } from '../../model/names';
import { seasonIds, seasonPicture, seasonTitle } from '../../model/seasons';
import * as styles from './SeasonWheel.css';
import {
  cardPlacedText,
  monthAngle,
  monthSlicePath,
  newYearText,
  percentAt,
  placeName,
  placeText,
  pointAt,
  pointerKeySteps,
  pointerValueText,
  seasonAngle,
  seasonSlicePath,
  seasonWheelText,
  stepsBetween,
  unwrappedIndex,
  yearRingText,
  type PointerStep,
  type SeasonWheelView,
} from './seasonWheelModel';

/** A month card the child drags into a blank place of the ring (1-3 step 4). */
export interface SeasonWheelCard {
  readonly id: string;
  readonly month: Month;
}

/** Props of {@link SeasonWheel}. */
export interface SeasonWheelProps {
  /** `months` (names round the ring), `seasons` (four coloured quarters, no month names) or `both`. */
  readonly view?: SeasonWheelView;
  /** The month the pointer shows; with `onPointerChange` the child can move it. */
  readonly pointer?: Month;
  /**
   * The pointer moved to a month (called for every month it passes, in order). `yearChange`
   * is +1 when it went on from December to January (a new year), −1 when it went back.
   */
  readonly onPointerChange?: (month: Month, yearChange: -1 | 0 | 1) => void;
  /** A year shown in the centre (1-0 step 4: it goes up as the pointer passes December). */
  readonly year?: number;
  /**
   * Announce a rise of `year`, "A new year: 2027." (default true). Off when the Lingo says the
   * new year in its own words, so a screen reader hears it once.
   */
  readonly announceNewYear?: boolean;
  /** Places with no name (months view): drop zones for `cards`. */
  readonly blanks?: readonly Month[];
  /** Month cards to put into the blanks. */
  readonly cards?: readonly SeasonWheelCard[];
  /** Where each card is: card id → its place (a blank month), or null/absent in the tray. */
  readonly placement?: Readonly<Record<string, Month | null>>;
  /** A card was dropped or tapped into a place (null: back to the tray). */
  readonly onPlaceCard?: (cardId: string, place: Month | null) => void;
  /** Marks on placed cards after a check, by card id. */
  readonly cardMarks?: Readonly<Record<string, 'right' | 'wrong'>>;
  /** The widget's name (default "Season wheel", or "Year ring" in the months view). */
  readonly label?: string;
  /** The tray's name (default "Month cards"). */
  readonly trayLabel?: string;
  readonly className?: string;
}

const VIEW = 400;
const CENTRE = { x: VIEW / 2, y: VIEW / 2 };
const OUTER = 196;
const INNER = 112;
const LABEL_RADIUS = (OUTER + INNER) / 2;
// The pointer's knob sits on the ring's inner edge: further out it covered the name of the
// month it pointed at.
const KNOB_RADIUS = 12;
const HAND_LENGTH = INNER;
const TRAY = 'tray';

const placeZone = (place: Month): string => `place-${place}`;
const zonePlace = (zone: string): Month | null =>
  zone.startsWith('place-') ? (Number(zone.slice(6)) as Month) : null;

interface DragSession {
  track: AngleTrack;
  startMonth: Month;
  index: number;
}

/**
 * The year as a ring of 12 months, January at the top going clockwise: month names, the four
 * Canadian seasons as coloured quarters with their pictures, or both. Options: a pointer the
 * child turns (drag, or the arrow keys as a slider) that reports every month it passes and
 * the step from December into a new year; blank places that month cards are dragged (or
 * tapped) into.
 */
export function SeasonWheel({
  view = 'months',
  pointer,
  onPointerChange,
  year,
  announceNewYear = true,
  blanks = [],
  cards = [],
  placement = {},
  onPlaceCard,
  cardMarks = {},
  label,
  trayLabel = 'Month cards',
  className,
}: SeasonWheelProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const sliderRef = useRef<SVGGElement>(null);
  const session = useRef<DragSession | null>(null);
  const { message, announce } = useAnnouncer();
  const [chosen, setChosen] = useState<string | null>(null);
  const movable = pointer !== undefined && onPointerChange !== undefined;
  const showMonths = view !== 'seasons';
  const showSeasons = view !== 'months';

  // The hand turns the short way from where it was (never backwards round from December to
  // January): its angle is kept unwrapped.
  const [shownAngle, setShownAngle] = useState(pointer === undefined ? 0 : monthAngle(pointer));
  const [lastPointer, setLastPointer] = useState(pointer);
  if (pointer !== lastPointer) {
    setLastPointer(pointer);
    if (pointer !== undefined) {
      setShownAngle(shownAngle + signedAngleDelta(shownAngle, monthAngle(pointer)));
    }
  }

  // A new year shown in the centre is announced (unless the Lingo says it).
  const previousYear = useRef(year);
  useEffect(() => {
    const risen =
      year !== undefined && previousYear.current !== undefined && year > previousYear.current;
    if (risen && announceNewYear) announce(newYearText(year));
    previousYear.current = year;
  }, [year, announce, announceNewYear]);

  function report(steps: readonly PointerStep[]) {
    for (const step of steps) onPointerChange?.(step.month, step.yearChange);
  }

  const drag = usePointerDrag<SVGSVGElement>({
    disabled: !movable,
    onStart: ({ client, element }) => {
      if (pointer === undefined) return false;
      const track = beginAngleTrack(
        monthAngle(pointer),
        angleAround(client, element.getBoundingClientRect()),
      );
      const start = pointer - 1;
      const index = unwrappedIndex(pointer, track.turned);
      session.current = { track, startMonth: pointer, index };
      sliderRef.current?.focus();
      report(stepsBetween(start, index));
      return true;
    },
    onMove: ({ client }) => {
      const current = session.current;
      const box = svgRef.current?.getBoundingClientRect();
      if (!current || !box) return;
      current.track = followAngle(current.track, angleAround(client, box));
      const index = unwrappedIndex(current.startMonth, current.track.turned);
      if (index === current.index) return;
      report(stepsBetween(current.index, index));
      current.index = index;
    },
    onEnd: () => {
      session.current = null;
    },
  });

  function onSliderKey(event: KeyboardEvent<SVGGElement>) {
    if (pointer === undefined) return;
    const steps = pointerKeySteps(pointer, event.key);
    if (!steps) return;
    event.preventDefault();
    report(steps);
  }

  // Places and cards.
  const blankSet = new Set(blanks);
  const placeOf = (cardId: string): Month | null => {
    const place = placement[cardId] ?? null;
    return place !== null && blankSet.has(place) ? place : null;
  };
  const cardIn = (place: Month) => cards.find((card) => placeOf(card.id) === place);
  const content = (place: Month): string | null => {
    if (!blankSet.has(place)) return monthName(place);
    const card = cardIn(place);
    return card ? monthName(card.month) : null;
  };
  const cardById = new Map(cards.map((card) => [card.id, card]));
  const cardName = (id: string) => {
    const card = cardById.get(id);
    return card ? monthName(card.month) : id;
  };
  const zoneName = (zone: string) => {
    const place = zonePlace(zone);
    if (place === null) return trayLabel;
    return placeText(place, content)
      .replace(/^Place/, 'place')
      .replace(/\.$/, '');
  };
  const announcements = placeAnnouncements(
    { item: cardName, zone: zoneName },
    {
      dropped: (itemId, zone) => {
        const place = zone === null ? null : zonePlace(zone);
        const card = cardById.get(itemId);
        if (!card) return undefined;
        if (zone === null) return `${cardName(itemId)} went back.`;
        return place === null
          ? `${cardName(itemId)}, back with the cards.`
          : cardPlacedText(card.month, place);
      },
    },
  );

  function place(cardId: string, target: Month | null) {
    const card = cardById.get(cardId);
    setChosen(null);
    if (!card || placeOf(cardId) === target) return;
    onPlaceCard?.(cardId, target);
    announce(
      target === null
        ? `${monthName(card.month)}, back with the cards.`
        : cardPlacedText(card.month, target),
    );
  }

  const text = view === 'months' ? yearRingText(blanks, content) : seasonWheelText();
  const name = label ?? (view === 'months' ? 'Year ring' : 'Season wheel');
  const hasCards = cards.length > 0 || blanks.length > 0;
  const chosenPlaced = chosen !== null && placeOf(chosen) !== null;

  const wheel = (
    <div className={styles.wheel}>
      <svg
        ref={svgRef}
        viewBox={`0 0 ${VIEW} ${VIEW}`}
        className={movable ? `${styles.svg} ${dragSurface}` : styles.svg}
        data-state={drag.dragging ? 'dragging' : 'idle'}
        {...drag.handlers}
      >
        <g aria-hidden="true">
          {showSeasons
            ? seasonIds.map((season) => (
                <path
                  key={season}
                  d={seasonSlicePath(season, INNER, OUTER, CENTRE)}
                  className={styles.season[season]}
                  data-season={season}
                />
              ))
            : null}
          {months.map((month) => (
            <path
              key={month}
              d={monthSlicePath(month, INNER, OUTER, CENTRE)}
              className={
                blankSet.has(month)
                  ? styles.blankSlice
                  : showSeasons
                    ? styles.monthLine
                    : styles.slice
              }
              data-month={month}
            />
          ))}
          {showSeasons
            ? seasonIds.map((season) => (
                <path
                  key={season}
                  d={seasonSlicePath(season, INNER, OUTER, CENTRE)}
                  className={styles.sliceOutline}
                />
              ))
            : null}
          {showMonths
            ? months.map((month) => {
                if (blankSet.has(month)) return null;
                // In the both view the names sit on the outer half, clear of the pictures.
                const radius = showSeasons ? OUTER - 24 : LABEL_RADIUS;
                const { x, y } = pointAt(monthAngle(month), radius, CENTRE);
                return (
                  <text
                    key={month}
                    x={x}
                    y={y}
                    className={
                      showSeasons
                        ? `${styles.monthLabel} ${styles.monthLabelSmall}`
                        : styles.monthLabel
                    }
                  >
                    {monthShortName(month)}
                  </text>
                );
              })
            : null}
          {pointer !== undefined ? (
            <path
              d={monthSlicePath(pointer, INNER, OUTER, CENTRE)}
              className={styles.pointedSlice}
              data-part="pointed"
            />
          ) : null}
          <circle cx={CENTRE.x} cy={CENTRE.y} r={INNER - 6} className={styles.hub} />
        </g>
        {pointer !== undefined ? (
          <g
            ref={sliderRef}
            className={styles.pointer}
            style={{ transform: `rotate(${shownAngle}deg)` }}
            {...(movable
              ? {
                  role: 'slider',
                  tabIndex: 0,
                  'aria-label': 'Month pointer',
                  'aria-valuemin': 1,
                  'aria-valuemax': 12,
                  'aria-valuenow': pointer,
                  'aria-valuetext': pointerValueText(pointer),
                  onKeyDown: onSliderKey,
                }
              : { 'aria-hidden': true })}
            data-part="pointer"
          >
            <line
              x1={CENTRE.x}
              y1={CENTRE.y}
              x2={CENTRE.x}
              y2={CENTRE.y - HAND_LENGTH}
              className={styles.pointerHand}
            />
            <circle cx={CENTRE.x} cy={CENTRE.y} r={12} className={styles.pointerKnob} />
            <circle
              cx={CENTRE.x}
              cy={CENTRE.y - HAND_LENGTH}
              r={KNOB_RADIUS}
              className={styles.pointerKnob}
              data-part="knob"
            />
          </g>
        ) : null}
        {year !== undefined ? (
          // Over the hand, which passes under it on its way round (June to August).
          <text
            x={CENTRE.x}
            y={CENTRE.y + (pointer === undefined ? 0 : 44)}
            className={styles.year}
            aria-hidden="true"
            data-part="year"
          >
            {year}
          </text>
        ) : null}
      </svg>
      <div className={styles.overlay}>
        {showSeasons
          ? seasonIds.map((season) => {
              const at = percentAt(
                seasonAngle(season),
                view === 'both' ? 0.62 : LABEL_RADIUS / (VIEW / 2),
              );
              return (
                <span
                  key={season}
                  className={`${styles.seasonBadge} ${styles.seasonText[season]}`}
                  style={{ left: `${at.left}%`, top: `${at.top}%` }}
                  aria-hidden="true"
                  data-season-badge={season}
                >
                  <Picture
                    name={seasonPicture(season)}
                    size={view === 'both' ? 24 : 40}
                    decorative
                  />
                  {view === 'seasons' ? seasonTitle(season) : null}
                </span>
              );
            })
          : null}
        {blanks.map((blank) => (
          <PlaceSlot
            key={blank}
            place={blank}
            name={placeText(blank, content)}
            targeted={chosen !== null && placeOf(chosen) !== blank}
            onTap={() => {
              if (chosen !== null) place(chosen, blank);
            }}
          >
            {(() => {
              const card = cardIn(blank);
              return card ? (
                <MonthCardView
                  card={card}
                  zone={placeZone(blank)}
                  inPlace
                  chosen={chosen === card.id}
                  mark={cardMarks[card.id]}
                  onTap={() => setChosen(chosen === card.id ? null : card.id)}
                />
              ) : null;
            })()}
          </PlaceSlot>
        ))}
      </div>
    </div>
  );

  return (
    <div
      role="group"
      aria-label={name}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-view={view}
      data-state={drag.dragging ? 'dragging' : 'idle'}
    >
      <VisuallyHidden data-part="summary">
        {year !== undefined ? `${text} Year ${year}.` : text}
      </VisuallyHidden>
      {hasCards ? (
        <DropZones
          zones={[TRAY, ...months.filter((month) => blankSet.has(month)).map(placeZone)]}
          announcements={announcements}
          onDrop={(cardId, zone) => place(cardId, zonePlace(zone))}
        >
          {wheel}
          <Tray label={trayLabel}>
            {cards
              .filter((card) => placeOf(card.id) === null)
              .map((card) => (
                <li key={card.id}>
                  <MonthCardView
                    card={card}
                    zone={TRAY}
                    chosen={chosen === card.id}
                    mark={cardMarks[card.id]}
                    onTap={() => setChosen(chosen === card.id ? null : card.id)}
                  />
                </li>
              ))}
            {chosenPlaced && chosen !== null ? (
              <li>
                <button
                  type="button"
                  className={styles.trayButton}
                  onClick={() => place(chosen, null)}
                >
                  Back to {trayLabel.toLowerCase()}
                </button>
              </li>
            ) : null}
          </Tray>
        </DropZones>
      ) : (
        wheel
      )}
      <VisuallyHidden role="status" data-part="announcement">
        {message}
      </VisuallyHidden>
    </div>
  );
}

function PlaceSlot({
  place,
  name,
  targeted,
  onTap,
  children,
}: {
  readonly place: Month;
  readonly name: string;
  readonly targeted: boolean;
  readonly onTap: () => void;
  readonly children: ReactNode;
}) {
  const zone = useDropZone(placeZone(place));
  const at = percentAt(monthAngle(place), LABEL_RADIUS / (VIEW / 2));
  return (
    <div
      ref={zone.setNodeRef}
      className={styles.place}
      style={{ left: `${at.left}%`, top: `${at.top}%` }}
      data-place={place}
      data-over={zone.isOver || undefined}
    >
      {children ?? (
        <button
          type="button"
          className={styles.placeButton}
          aria-label={name}
          data-targeted={targeted || undefined}
          onClick={onTap}
        />
      )}
    </div>
  );
}

function Tray({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  const zone = useDropZone(TRAY);
  return (
    <ul
      ref={zone.setNodeRef}
      className={styles.tray}
      aria-label={label}
      data-over={zone.isOver || undefined}
    >
      {children}
    </ul>
  );
}

function MonthCardView({
  card,
  zone,
  inPlace = false,
  chosen,
  mark,
  onTap,
}: {
  readonly card: SeasonWheelCard;
  readonly zone: string;
  readonly inPlace?: boolean;
  readonly chosen: boolean;
  readonly mark: 'right' | 'wrong' | undefined;
  readonly onTap: () => void;
}) {
  const drag = useDragItem(card.id, { zone });
  // dnd-kit gives the handle its role and tab stop; the role is written out here instead.
  const { role: dragRole, tabIndex, ...attributes } = drag.attributes;
  void dragRole;
  const place = zonePlace(zone);
  const name = [monthName(card.month), place === null ? null : placeName(place), mark]
    .filter(Boolean)
    .join(', ');
  return (
    <div
      ref={drag.setNodeRef}
      role="button"
      tabIndex={tabIndex}
      {...attributes}
      {...drag.listeners}
      {...drag.tapHandlers(onTap)}
      aria-roledescription="movable card"
      aria-pressed={chosen}
      className={inPlace ? `${styles.card} ${styles.cardInPlace}` : styles.card}
      style={drag.style}
      data-state={drag.isDragging ? 'dragging' : 'idle'}
      data-card={card.id}
      data-mark={mark}
      onKeyDown={(event) => {
        // Enter chooses (like a tap); Space is dnd-kit's pick up.
        if (event.key === 'Enter') {
          event.preventDefault();
          onTap();
          return;
        }
        drag.listeners?.onKeyDown?.(event);
      }}
    >
      <VisuallyHidden>{name}</VisuallyHidden>
      <span aria-hidden="true">{inPlace ? monthShortName(card.month) : monthName(card.month)}</span>
    </div>
  );
}

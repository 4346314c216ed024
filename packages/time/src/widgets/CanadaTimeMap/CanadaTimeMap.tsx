import sun from '@lingos/kit/pictures/sun';
import { Picture, useRovingFocus } from '@lingos/kit';
import { useId, useState, type ReactElement } from 'react';
import { formatTimeAs } from '../../model/elapsed';
import { landmarkName } from '../../model/time';
import {
  cities,
  cityIndex,
  convertTime,
  describeOffset,
  relativeDay,
  type CityId,
  type DayShift,
} from '../../model/zones';
import * as styles from './CanadaTimeMap.css';

/** How the clocks are written: `12h` with AM/PM (default) or `24h`. */
export const canadaTimeMapFormats = ['12h', '24h'] as const;
/** `12h` or `24h`. */
export type CanadaTimeMapFormat = (typeof canadaTimeMapFormats)[number];

/** Props of CanadaTimeMap. */
export interface CanadaTimeMapProps {
  /** The known time, minutes since midnight, in `timeCity`. */
  readonly time: number;
  /** The city whose clock shows `time`; default Toronto. The other clocks follow. */
  readonly timeCity?: CityId;
  /** Cities whose clocks show a question mark (the time to find). */
  readonly hiddenCities?: readonly CityId[];
  /** The source city: its clock is set. */
  readonly source?: CityId;
  /** The target city: the clock to find. An arrow goes from the source to it. */
  readonly target?: CityId;
  /** Under each shown clock, how it compares with the source ("3 hours earlier than Toronto"). */
  readonly showDifference?: boolean;
  /** Called when a city is chosen by click, tap, Enter or Space. */
  readonly onCitySelect?: (city: CityId) => void;
  readonly format?: CanadaTimeMapFormat;
  /** The accessible name; default "Map of Canada, west to east". */
  readonly label?: string;
  readonly className?: string;
}

/** One city's clock as the map shows it. */
export interface CityClock {
  readonly city: CityId;
  readonly time: number;
  /** The day it falls on, seen from the source (or the time city). */
  readonly dayShift: DayShift;
  readonly hidden: boolean;
}

/** Every city's clock for a known time in one city, west to east. */
export function cityClocks(
  time: number,
  timeCity: CityId,
  hiddenCities: readonly CityId[] = [],
  dayFrom: CityId = timeCity,
): readonly CityClock[] {
  const reference = convertTime(time, timeCity, dayFrom);
  return cities.map((entry) => {
    const converted = convertTime(time, timeCity, entry.id);
    const shift = Math.max(-1, Math.min(1, converted.dayShift - reference.dayShift)) as DayShift;
    return {
      city: entry.id,
      time: converted.time,
      dayShift: shift,
      hidden: hiddenCities.includes(entry.id),
    };
  });
}

/** A clock's time in words for names: "3:00 PM", "12:00 PM, noon", "2:30 AM, tomorrow". */
function clockWords(clock: CityClock, format: CanadaTimeMapFormat): string {
  if (clock.hidden) return 'question mark';
  const parts = [formatTimeAs(clock.time, format)];
  const landmark = landmarkName(clock.time);
  if (landmark) parts.push(landmark.replace('12 ', ''));
  if (clock.dayShift !== 0) parts.push(relativeDay(clock.dayShift));
  return parts.join(', ');
}

/**
 * The accessible name of a city's button. It holds the button's visible text in the order it
 * is shown, so speech control ("click Halifax") and the screen reader agree (WCAG 2.5.3):
 * "Toronto, 12:00 PM (noon), Eastern", "St. John's, 1:30 AM, tomorrow, Newfoundland, 1 hour
 * 30 minutes later than Toronto" or "Vancouver, Pacific, question mark".
 */
export function cityButtonName(
  clock: CityClock,
  format: CanadaTimeMapFormat = '12h',
  compareWith?: CityId,
): string {
  const entry = cities[cityIndex(clock.city)];
  const parts = [entry?.name ?? clock.city];
  if (clock.hidden) {
    // The "?" is not a word, so nothing may come between the name and the zone.
    if (entry) parts.push(entry.zone);
    parts.push('question mark');
    return parts.join(', ');
  }
  const landmark = landmarkName(clock.time);
  const time = formatTimeAs(clock.time, format);
  parts.push(landmark ? `${time} (${landmark.replace('12 ', '')})` : time);
  if (clock.dayShift !== 0) parts.push(relativeDay(clock.dayShift));
  if (entry) parts.push(entry.zone);
  if (compareWith !== undefined && clock.city !== compareWith) {
    parts.push(describeOffset(clock.city, compareWith));
  }
  return parts.join(', ');
}

/**
 * What Enter reads: "Toronto: 12:00 PM, noon." or, with the difference, "Vancouver: 9:00 AM,
 * 3 hours earlier than Toronto."
 */
export function cityReading(
  clock: CityClock,
  format: CanadaTimeMapFormat,
  compareWith?: CityId,
): string {
  const name = cities[cityIndex(clock.city)]?.name ?? clock.city;
  const words = clockWords(clock, format);
  if (clock.hidden || compareWith === undefined || compareWith === clock.city) {
    return `${name}: ${words}.`;
  }
  return `${name}: ${words}, ${describeOffset(clock.city, compareWith)}.`;
}

const VIEW_WIDTH = 600;
const VIEW_HEIGHT = 110;
const BAND = VIEW_WIDTH / 6;
const cityX = (index: number): number => BAND * index + BAND / 2;
const CITY_Y = 62;

/**
 * CanadaTimeMap: a stylised strip of Canada, west to east, with the clocks of Vancouver,
 * Edmonton, Winnipeg, Toronto, Halifax and St. John's. Each city is a button named by its
 * clock ("Toronto, 3:00 PM"); arrows move between the cities and Enter reads a city's clock
 * aloud and selects it.
 */
export function CanadaTimeMap({
  time,
  timeCity = 'toronto',
  hiddenCities = [],
  source,
  target,
  showDifference = false,
  onCitySelect,
  format = '12h',
  label = 'Map of Canada, west to east',
  className,
}: CanadaTimeMapProps): ReactElement {
  const clocks = cityClocks(time, timeCity, hiddenCities, source ?? timeCity);
  // The tab stop starts on the source city and then stays where the child last was.
  const [current, setCurrent] = useState(() => cityIndex(source ?? timeCity));
  const roving = useRovingFocus({
    count: clocks.length,
    wrap: true,
    selectedIndex: current,
    onMove: setCurrent,
  });
  const [announcement, setAnnouncement] = useState('');
  const idBase = useId();
  const compareWith = source ?? timeCity;

  const select = (clock: CityClock, index: number): void => {
    setCurrent(index);
    setAnnouncement(cityReading(clock, format, showDifference ? compareWith : undefined));
    onCitySelect?.(clock.city);
  };

  const sourceIndex = source ? cityIndex(source) : undefined;
  const targetIndex = target ? cityIndex(target) : undefined;
  const arrowPath =
    sourceIndex !== undefined && targetIndex !== undefined && sourceIndex !== targetIndex
      ? `M ${cityX(sourceIndex)} ${CITY_Y - 14} Q ${(cityX(sourceIndex) + cityX(targetIndex)) / 2} ${
          CITY_Y - 58
        } ${cityX(targetIndex) + (targetIndex > sourceIndex ? -10 : 10)} ${CITY_Y - 18}`
      : undefined;
  const arrowTip =
    targetIndex !== undefined && sourceIndex !== undefined && sourceIndex !== targetIndex
      ? { x: cityX(targetIndex), y: CITY_Y - 12, east: targetIndex > sourceIndex }
      : undefined;

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <svg
        className={styles.map}
        viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        {clocks.map((clock, index) => (
          <rect
            key={clock.city}
            x={BAND * index}
            y={0}
            width={BAND}
            height={VIEW_HEIGHT}
            className={index % 2 === 0 ? styles.band.even : styles.band.odd}
          />
        ))}
        {/* A loose outline of the country: mountains in the west, the Bay, the Atlantic coast. */}
        <path
          className={styles.land}
          d="M 8 40 L 40 22 L 70 34 L 110 18 L 180 26 L 240 14 L 285 40 L 320 20 L 380 24 L 430 36 L 480 30 L 530 40 L 575 32 L 592 52 L 560 74 L 520 70 L 470 92 L 400 86 L 330 96 L 250 90 L 160 94 L 80 90 L 30 80 Z"
        />
        {clocks.map((clock, index) => (
          <circle
            key={clock.city}
            cx={cityX(index)}
            cy={CITY_Y}
            r={7}
            className={
              clock.city === source || clock.city === target
                ? `${styles.cityDot} ${styles.cityDotActive}`
                : styles.cityDot
            }
          />
        ))}
        <text x={12} y={104} className={styles.compass}>
          W
        </text>
        <text x={574} y={104} className={styles.compass}>
          E
        </text>
        {/* The sun rises in the east: the day reaches the eastern cities first. */}
        <g transform="translate(548 4)">
          <Picture art={sun} size={26} decorative />
        </g>
        {arrowPath && arrowTip ? (
          <g data-testid="map-arrow" data-direction={arrowTip.east ? 'east' : 'west'}>
            <path d={arrowPath} className={styles.arrow} />
            <polygon
              className={styles.arrowHead}
              points={
                arrowTip.east
                  ? `${arrowTip.x},${arrowTip.y} ${arrowTip.x - 16},${arrowTip.y - 14} ${arrowTip.x - 4},${arrowTip.y - 20}`
                  : `${arrowTip.x},${arrowTip.y} ${arrowTip.x + 16},${arrowTip.y - 14} ${arrowTip.x + 4},${arrowTip.y - 20}`
              }
            />
          </g>
        ) : null}
      </svg>
      <div
        role="toolbar"
        aria-label={label}
        aria-orientation="horizontal"
        className={styles.cities}
      >
        {clocks.map((clock, index) => {
          const entry = cities[index];
          const role =
            clock.city === source ? 'source' : clock.city === target ? 'target' : undefined;
          const describedBy = `${idBase}-${clock.city}`;
          const classes = [
            styles.city,
            role === 'source' ? styles.citySource : '',
            role === 'target' ? styles.cityTarget : '',
          ]
            .filter(Boolean)
            .join(' ');
          const item = roving.getItemProps(index);
          return (
            <button
              key={clock.city}
              ref={item.ref}
              type="button"
              className={classes}
              tabIndex={item.tabIndex}
              onKeyDown={item.onKeyDown}
              aria-label={cityButtonName(clock, format, showDifference ? compareWith : undefined)}
              aria-describedby={role ? describedBy : undefined}
              data-city={clock.city}
              data-role={role}
              onClick={() => select(clock, index)}
              onFocus={(event) => {
                item.onFocus(event);
                setCurrent(index);
              }}
            >
              <span className={styles.cityName}>{entry?.name}</span>{' '}
              <span className={styles.cityTime}>
                {clock.hidden ? '?' : formatTimeAs(clock.time, format)}
              </span>{' '}
              {!clock.hidden && clock.dayShift !== 0 ? (
                <>
                  <span className={styles.dayBadge}>{relativeDay(clock.dayShift)}</span>{' '}
                </>
              ) : null}
              <span className={styles.cityZone}>{entry?.zone}</span>
              {showDifference && !clock.hidden && clock.city !== compareWith ? (
                <>
                  {' '}
                  <span className={styles.difference}>
                    {describeOffset(clock.city, compareWith)}
                  </span>
                </>
              ) : null}
              {role ? (
                <span id={describedBy} className={styles.visuallyHidden}>
                  {role === 'source' ? 'Start city.' : 'The city to find.'}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div role="status" className={styles.visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}

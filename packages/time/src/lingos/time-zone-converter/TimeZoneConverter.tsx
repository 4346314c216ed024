import {
  ChoiceGrid,
  type ChoiceMark,
  lingoLayout,
  LingoPractice,
  type LingoProps,
  Picture,
  type PracticeItemProps,
  type WorkedExampleStep,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { capitalize, entryFromTime, entryMatches, entryMinutes } from '../../model/elapsed';
import { formatDigital12, landmarkName } from '../../model/time';
import {
  city,
  cityIds,
  isEastOf,
  relativeDay,
  relativeDays,
  type RelativeDay,
} from '../../model/zones';
import { CanadaTimeMap } from '../../widgets/CanadaTimeMap/CanadaTimeMap';
import { DigitalClock } from '../../widgets/DigitalClock/DigitalClock';
import * as styles from './TimeZoneConverter.css';
import {
  timeZoneConverterModel,
  zoneMapText,
  type TimeZoneAnswer,
  type TimeZoneItem,
  type ZoneWorkedStep,
} from './model';

type Props = PracticeItemProps<TimeZoneItem, TimeZoneAnswer>;

/** "12:00 PM, noon" or "3:00 PM": a time card's name. */
function timeName(time: number): string {
  const landmark = landmarkName(time);
  return landmark
    ? `${formatDigital12(time)}, ${landmark.replace('12 ', '')}`
    : formatDigital12(time);
}

const dayPictures: Record<RelativeDay, string> = {
  yesterday: '⬅️',
  today: '📅',
  tomorrow: '➡️',
};

/**
 * The map and the two clocks of the question. Until the answer is right only the source
 * city's clock is set (the others would give the answer away); then every clock shows,
 * with how far it is from the source.
 */
function ZoneMap({ item, revealed }: { readonly item: TimeZoneItem; readonly revealed: boolean }) {
  const east = isEastOf(item.to, item.from);
  return (
    <>
      {/* The map below says all this to screen readers, city by city. */}
      <div className={styles.cityPair} aria-hidden="true">
        <span className={styles.city}>
          {city(item.from).name}
          <DigitalClock value={item.time} meridiem size="medium" />
        </span>
        <span className={styles.arrow}>{east ? '→' : '←'}</span>
        <span className={styles.city}>
          {city(item.to).name}
          <DigitalClock value={revealed ? item.answer : null} meridiem size="medium" />
        </span>
      </div>
      <VisuallyHidden>
        <p>{zoneMapText(item)}</p>
      </VisuallyHidden>
      <CanadaTimeMap
        time={item.time}
        timeCity={item.from}
        source={item.from}
        target={item.to}
        hiddenCities={revealed ? [] : cityIds.filter((id) => id !== item.from)}
        showDifference={revealed}
      />
    </>
  );
}

/** One Time Zone Converter item: the map, then the time (and the day) in the target city. */
export function TimeZoneQuestion({ item, answer, setAnswer, locked, state }: Props) {
  const [time, setTime] = useState<number | null>(
    answer === undefined ? null : entryMinutes(answer.entry),
  );
  const [day, setDay] = useState<RelativeDay | null>(answer?.day ?? null);
  const revealed = state === 'correct' || state === 'mastered';
  const toName = city(item.to).name;

  // The answer is ready once the time (and, when asked, the day) is given.
  const update = (nextTime: number | null, nextDay: RelativeDay | null) => {
    setTime(nextTime);
    setDay(nextDay);
    if (nextTime === null || (item.askDay && nextDay === null)) {
      setAnswer(undefined);
      return;
    }
    setAnswer({
      entry: entryFromTime(nextTime, '12h'),
      ...(item.askDay && nextDay ? { day: nextDay } : {}),
    });
  };

  // Across midnight the time can be right and the day wrong: each card gets its own mark.
  const timeWrong = time === null || !entryMatches(entryFromTime(time, '12h'), item.answer, 'day');
  const dayWrong = day !== relativeDay(item.dayShift);
  const markOf = (value: string | null, wrong: boolean): Record<string, ChoiceMark> | undefined =>
    state === 'incorrect' || revealed
      ? value === null
        ? undefined
        : { [value]: wrong ? 'incorrect' : 'correct' }
      : undefined;

  return (
    <div className={lingoLayout.stage}>
      <ZoneMap item={item} revealed={revealed} />
      {item.answerMode === 'choice' ? (
        <ChoiceGrid
          label={`What time is it in ${toName}?`}
          options={(item.choices ?? []).map((choice) => ({
            value: String(choice),
            ariaLabel: timeName(choice),
            label: <DigitalClock value={choice} meridiem size="medium" />,
          }))}
          value={time === null ? null : String(time)}
          onChange={(value) => update(Number(value), day)}
          disabled={locked}
          columns={3}
          {...(time === null ? {} : { marks: markOf(String(time), timeWrong) })}
        />
      ) : (
        <DigitalClock
          mode="input"
          meridiem
          value={time ?? item.time}
          onChange={(next) => {
            if (!locked) update(next, day);
          }}
          label={`Time in ${toName}`}
          size="large"
        />
      )}
      {item.askDay ? (
        <ChoiceGrid
          label={`Is it yesterday, today or tomorrow in ${toName}?`}
          options={relativeDays.map((value) => ({
            value,
            label: (
              <span className={lingoLayout.pictureCard}>
                <Picture emoji={dayPictures[value]} size={40} decorative />
                {capitalize(value)}
              </span>
            ),
          }))}
          value={day}
          onChange={(value) => update(time, value)}
          disabled={locked}
          columns={3}
          {...(day === null ? {} : { marks: markOf(day, dayWrong) })}
        />
      ) : null}
    </div>
  );
}

/** A worked-example step on the map: the two cities, then the target clock found. */
export function TimeZoneWorked({
  item,
  step,
}: {
  readonly item: TimeZoneItem;
  readonly step: WorkedExampleStep;
}) {
  const { time } = step as ZoneWorkedStep;
  return (
    <div className={lingoLayout.stage}>
      <ZoneMap item={item} revealed={time !== undefined} />
    </div>
  );
}

/**
 * Lingo 3-3, Time Zone Converter: when it's noon in Toronto, what time is it in Vancouver?
 * The source city's clock is set on the map of Canada; the child finds the target city's
 * time (and, across midnight, the day).
 */
export default function TimeZoneConverter(props: LingoProps) {
  return (
    <LingoPractice
      {...props}
      model={timeZoneConverterModel}
      Question={TimeZoneQuestion}
      renderWorkedExample={({ item, step }) => <TimeZoneWorked item={item} step={step} />}
    />
  );
}

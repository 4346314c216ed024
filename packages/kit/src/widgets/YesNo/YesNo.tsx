import { Picture } from '../../picture/Picture/Picture';
import thumbsDown from '../../picture/art/thumbs-down';
import thumbsUp from '../../picture/art/thumbs-up';
import { ChoiceGrid, type ChoiceMark, type ChoiceOption } from '../ChoiceGrid/ChoiceGrid';
import * as styles from './YesNo.css';

/** The two answers of {@link YesNo}. */
export const yesNoValues = ['yes', 'no'] as const;
/** `yes` or `no`. */
export type YesNoValue = (typeof yesNoValues)[number];

/** The two answers of {@link TrueFalse}. */
export const trueFalseValues = ['true', 'false'] as const;
/** `true` or `false`, as strings. */
export type TrueFalseValue = (typeof trueFalseValues)[number];

/** Props shared by {@link YesNo} and {@link TrueFalse}. */
export interface BinaryChoiceProps<Value extends string> {
  readonly value: Value | null | undefined;
  readonly onChange: (value: Value) => void;
  /** The question, the group's accessible name. */
  readonly label: string;
  readonly marks?: Partial<Record<Value, ChoiceMark>>;
  readonly disabled?: boolean;
  readonly speakOnFocus?: boolean;
  readonly className?: string;
}

/**
 * The cards of {@link YesNo}: a thumbs-up and a thumbs-down picture with their word, for a
 * Lingo that asks yes or no inside its own ChoiceGrid.
 */
export const yesNoOptions: readonly ChoiceOption<YesNoValue>[] = [
  {
    value: 'yes',
    label: (
      <span className={styles.card}>
        <Picture art={thumbsUp} size={32} decorative />
        Yes
      </span>
    ),
    ariaLabel: 'Yes',
    speech: 'Yes',
  },
  {
    value: 'no',
    label: (
      <span className={styles.card}>
        <Picture art={thumbsDown} size={32} decorative />
        No
      </span>
    ),
    ariaLabel: 'No',
    speech: 'No',
  },
];

/** A 2-card ChoiceGrid: "Yes" and "No", each with its picture. */
export function YesNo(props: BinaryChoiceProps<YesNoValue>) {
  return <ChoiceGrid<YesNoValue> {...props} columns={2} options={yesNoOptions} />;
}

/** A 2-card ChoiceGrid: "True" and "False". */
export function TrueFalse(props: BinaryChoiceProps<TrueFalseValue>) {
  return (
    <ChoiceGrid<TrueFalseValue>
      {...props}
      columns={2}
      options={[
        { value: 'true', label: '✓ True', ariaLabel: 'True', speech: 'True' },
        { value: 'false', label: '✗ False', ariaLabel: 'False', speech: 'False' },
      ]}
    />
  );
}

import { ChoiceGrid, type ChoiceMark } from '../ChoiceGrid/ChoiceGrid';

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

/** A 2-card ChoiceGrid: "Yes" and "No". */
export function YesNo(props: BinaryChoiceProps<YesNoValue>) {
  return (
    <ChoiceGrid<YesNoValue>
      {...props}
      columns={2}
      options={[
        { value: 'yes', label: '👍 Yes', ariaLabel: 'Yes', speech: 'Yes' },
        { value: 'no', label: '👎 No', ariaLabel: 'No', speech: 'No' },
      ]}
    />
  );
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

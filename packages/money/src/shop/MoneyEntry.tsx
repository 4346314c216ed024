import { NumberPad } from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useState } from 'react';
import {
  echoSentence,
  entryFromCents,
  moneyFormats,
  parseMoneyEntry,
  type MoneyEntryForm,
} from '../model/entry';
import * as styles from './shop.css';

/** Props of MoneyEntry. */
export interface MoneyEntryProps {
  /** The NumberPad's name ("Your change"). */
  readonly label: string;
  /** The amount typed so far, in cents (controlled), or undefined. */
  readonly value: number | undefined;
  readonly onChange: (cents: number | undefined) => void;
  readonly disabled?: boolean;
  /** The form it starts in (default dollars). */
  readonly defaultForm?: MoneyEntryForm;
}

/**
 * An amount typed on kit's NumberPad in either money form (money.md convention 1): dollars
 * ("$1" + "05") or cents ("105¢"), switched by two buttons; the amount is echoed in the
 * other form ("$1.05 is 105¢.").
 */
export function MoneyEntry({
  label,
  value,
  onChange,
  disabled = false,
  defaultForm = 'dollars',
}: MoneyEntryProps) {
  const [form, setForm] = useState<MoneyEntryForm>(defaultForm);
  const [raw, setRaw] = useState(value === undefined ? '' : entryFromCents(value, defaultForm));

  function switchTo(next: MoneyEntryForm) {
    if (next === form || disabled) return;
    setForm(next);
    // Keep the amount, written the other way.
    const amount = parseMoneyEntry(raw, form);
    setRaw(amount === null ? '' : entryFromCents(amount, next));
  }

  const amount = parseMoneyEntry(raw, form);
  return (
    <div className={styles.part}>
      <div className={styles.formSwitch} role="group" aria-label="Type the amount in">
        <Button
          variant="secondary"
          size="md"
          aria-pressed={form === 'dollars'}
          onClick={() => switchTo('dollars')}
        >
          Dollars and cents
        </Button>
        <Button
          variant="secondary"
          size="md"
          aria-pressed={form === 'cents'}
          onClick={() => switchTo('cents')}
        >
          Cents only
        </Button>
      </div>
      <NumberPad
        format={moneyFormats[form]}
        value={raw}
        onChange={(next) => {
          setRaw(next);
          const cents = parseMoneyEntry(next, form);
          onChange(cents === null ? undefined : cents);
        }}
        label={label}
        disabled={disabled}
      />
      {amount !== null ? <p className={styles.empty}>{echoSentence(amount, form)}</p> : null}
    </div>
  );
}

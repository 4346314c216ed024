import { NumberPad } from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useState } from 'react';
import {
  echoSentence,
  entryFromCents,
  moneyFormats,
  parseMoneyEntry,
  type MoneyEntryForm,
} from '../../model/entry';
import * as styles from './MoneyEntryPad.css';

/** An amount typed on the pad, in cents, with the form it was typed in. */
export interface MoneyEntry {
  readonly amount: number;
  readonly form: MoneyEntryForm;
}

/** Props of {@link MoneyEntryPad}. */
export interface MoneyEntryPadProps {
  /** The forms allowed, the first shown first: `['cents']`, `['dollars']` or both. */
  readonly forms: readonly MoneyEntryForm[];
  /** Every change: the amount typed, or undefined while nothing is. */
  readonly onEntry: (entry: MoneyEntry | undefined) => void;
  /** The entry to start from (an answer kept while trying again). */
  readonly initial?: MoneyEntry | undefined;
  /** The pad's label (default "How much?"). */
  readonly label?: string;
  readonly disabled?: boolean;
  readonly className?: string;
}

const formNames: Readonly<Record<MoneyEntryForm, string>> = {
  cents: 'In cents (¢)',
  dollars: 'In dollars ($)',
};

/**
 * The NumberPad of a money answer (money.md convention 1): cents (a whole number of ¢) or
 * dollars (a $ box and a two-digit cents box, "$1" + "05" = $1.05). Where both forms are
 * allowed, a switch chooses the form, and what is typed is echoed in the other one
 * ("125¢ is $1.25.").
 */
export function MoneyEntryPad({
  forms,
  onEntry,
  initial,
  label = 'How much?',
  disabled = false,
  className,
}: MoneyEntryPadProps) {
  const first = forms[0] ?? 'cents';
  const [form, setForm] = useState<MoneyEntryForm>(
    initial && forms.includes(initial.form) ? initial.form : first,
  );
  const [raw, setRaw] = useState(() => (initial ? entryFromCents(initial.amount, form) : ''));
  const amount = parseMoneyEntry(raw, form);
  const both = forms.length > 1;

  function change(next: string, nextForm: MoneyEntryForm) {
    setRaw(next);
    const parsed = parseMoneyEntry(next, nextForm);
    onEntry(parsed === null ? undefined : { amount: parsed, form: nextForm });
  }

  function switchTo(next: MoneyEntryForm) {
    if (next === form) return;
    setForm(next);
    // The amount typed so far carries over, written the other way.
    change(amount === null ? '' : entryFromCents(amount, next), next);
  }

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-form={form}>
      {both ? (
        <div className={styles.forms} role="group" aria-label="Type the amount">
          {forms.map((each) => (
            <Button
              key={each}
              variant="secondary"
              size="md"
              aria-pressed={form === each}
              disabled={disabled}
              onClick={() => switchTo(each)}
            >
              {formNames[each]}
            </Button>
          ))}
        </div>
      ) : null}
      <NumberPad
        key={form}
        format={moneyFormats[form]}
        label={label}
        value={raw}
        onChange={(next) => change(next, form)}
        disabled={disabled}
      />
      {both ? (
        <p className={styles.echo} data-part="echo">
          {amount === null ? '' : echoSentence(amount, form)}
        </p>
      ) : null}
    </div>
  );
}

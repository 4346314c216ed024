/**
 * An adapter until PassageReader's `chosen` takes several sentences: Clue Detective's step 3
 * taps 2 clue sentences, and each must show as picked (pressed, outlined) before Check, as
 * the one PassageReader shows does. After every render, the sentence buttons of `root` whose
 * number is in `chosen` (and that carry no mark yet) are set pressed with
 * `data-state="chosen"`; the others this set before are let go.
 */
export function showChosenSentences(root: HTMLElement | null, chosen: readonly number[]): void {
  if (!root) return;
  const buttons = root.querySelectorAll<HTMLButtonElement>('button[aria-label^="Sentence "]');
  buttons.forEach((button) => {
    const number = Number(/^Sentence (\d+):/.exec(button.getAttribute('aria-label') ?? '')?.[1]);
    const marked = button.dataset.state === 'correct' || button.dataset.state === 'incorrect';
    if (marked) return;
    if (chosen.includes(number - 1)) {
      button.setAttribute('aria-pressed', 'true');
      button.dataset.state = 'chosen';
      button.dataset.clue = 'chosen';
    } else if (button.dataset.clue === 'chosen') {
      button.setAttribute('aria-pressed', 'false');
      button.dataset.state = 'idle';
      delete button.dataset.clue;
    }
  });
}

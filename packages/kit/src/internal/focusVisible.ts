/** Whether the element got focus from the keyboard (`:focus-visible`); false where unsupported. */
export function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

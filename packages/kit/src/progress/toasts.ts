import { showToast } from '@lingos/ui';

/** The success toast when a practice or Speed Lingo is mastered. */
export function toastMastered(lingoTitle: string): void {
  showToast({ type: 'success', title: 'Mastered!', description: lingoTitle });
}

/** The success toast when a Learn lesson is completed. */
export function toastCompleted(lingoTitle: string): void {
  showToast({ type: 'success', title: 'Lesson complete!', description: lingoTitle });
}

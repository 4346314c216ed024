import { useCallback, useRef, useState } from 'react';

/**
 * A message for a widget's own polite live region (`role="status"`): `announce(text)` sets it.
 * The same text twice in a row is still read: screen readers skip an unchanged region, so
 * every other message ends in a no-break space.
 */
export function useAnnouncer(): {
  readonly message: string;
  readonly announce: (text: string) => void;
} {
  const [message, setMessage] = useState('');
  const count = useRef(0);
  const announce = useCallback((text: string) => {
    count.current += 1;
    setMessage(count.current % 2 === 0 ? `${text}\u00a0` : text);
  }, []);
  return { message, announce };
}

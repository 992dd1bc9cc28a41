import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`: a search box sends one request per settled
 * input instead of one per keystroke.
 */
export const useDebouncedValue = <T>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};

import { useEffect, useRef } from 'react';

/** A ref for the element after a list's last item: `load` runs whenever it scrolls into view. */
export const useLoadOnScroll = (load: () => Promise<void>) => {
  const sentinel = useRef<HTMLDivElement>(null);
  // The latest `load`, so the observer need not be rebuilt for a new closure.
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadRef.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  });
  return sentinel;
};

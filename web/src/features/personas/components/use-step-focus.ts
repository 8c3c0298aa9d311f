import { useEffect, useRef } from 'react';

/**
 * When `stepKey` changes, moves focus to the new step's heading (the returned ref) so keyboard and
 * screen-reader users follow; not on arrival, where focus belongs at the top of the page.
 */
export function useStepFocus(stepKey: string) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    headingRef.current?.focus();
  }, [stepKey]);
  return headingRef;
}

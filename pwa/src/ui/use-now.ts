import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` (countdowns and "Updated … ago" stay true on an open page). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

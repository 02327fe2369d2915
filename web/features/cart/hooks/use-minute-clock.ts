/** The current time, refreshed every minute: what depends on opening hours follows the clock while the page stays open. */
import { useEffect, useState } from 'react';

export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A settings section edits a copy of its saved values; `set(key)` is the change handler of one field. */
import { useState } from 'react';

export function useDraft<T extends object>(initial: T) {
  const [draft, setDraft] = useState(initial);
  const set =
    <K extends keyof T>(key: K) =>
    (value: T[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  return { draft, setDraft, set };
}

/** Levenshtein distance: how many single-character edits turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The known name a typo most likely meant: the closest by edit distance, when it is close enough to be a typo
 * (at most a third of the name's length, and at least 1), or the one name that starts with what was typed.
 */
export function closestName(typed: string, known: readonly string[]): string | undefined {
  // A name cut short ('--baseline-r') means the one name it starts, before any near miss.
  const prefixed = known.filter((name) => name.startsWith(typed) && typed.length >= 3);
  if (prefixed.length === 1) return prefixed[0];
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = editDistance(typed, name);
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best && best.distance <= Math.max(1, Math.floor(typed.length / 3)) ? best.name : undefined;
}

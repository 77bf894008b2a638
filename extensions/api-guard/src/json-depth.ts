// How deep a parsed JSON body nests, measured with an explicit stack: a body nested thousands of
// levels deep overflows the call stack of any recursive walk (JSON.stringify, deep clones), so
// the measure itself must not recurse.

/** True when `value` holds objects or arrays nested more than `maxDepth` levels deep. */
export function nestedDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

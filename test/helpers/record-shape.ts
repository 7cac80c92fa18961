/**
 * The shape of a JSON document: every path (array elements as `[]`) with the JSON types seen there. Used to
 * prove that moving code did not move or retype a record field that users' scripts read.
 */
export type Shape = Record<string, string[]>;

export function shapeOf(value: unknown): Shape {
  const shape: Record<string, Set<string>> = {};
  const walk = (v: unknown, at: string): void => {
    const type = v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
    (shape[at] ??= new Set()).add(type);
    if (Array.isArray(v)) v.forEach((item) => walk(item, `${at}[]`));
    else if (v && typeof v === 'object') for (const [k, child] of Object.entries(v)) walk(child, at ? `${at}.${k}` : k);
  };
  walk(value, '');
  return Object.fromEntries(Object.entries(shape).map(([k, types]) => [k, [...types].sort()]));
}

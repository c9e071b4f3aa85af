// Test kit: where two JSON values differ, as readable paths ("view.players[2].tradeGoods: 3 ≠ 4"), so a failed
// comparison of what a seat receives says what leaked rather than printing two whole game views.

const short = (v: unknown): string => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/** Up to `limit` paths where `a` and `b` differ (object keys in either; arrays by index and length). */
export function differences(a: unknown, b: unknown, path = '', limit = 3): string[] {
  const out: string[] = [];
  const walk = (x: unknown, y: unknown, at: string): void => {
    if (out.length >= limit || x === y) return;
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) out.push(`${at}: ${x.length} items ≠ ${y.length} (${short(x)} ≠ ${short(y)})`);
      else x.forEach((v, i) => walk(v, y[i], `${at}[${i}]`));
      return;
    }
    const isObject = (v: unknown): v is Record<string, unknown> =>
      v !== null && typeof v === 'object' && !Array.isArray(v);
    if (isObject(x) && isObject(y)) {
      for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) walk(x[k], y[k], at ? `${at}.${k}` : k);
      return;
    }
    out.push(`${at}: ${short(x)} ≠ ${short(y)}`);
  };
  walk(a, b, path);
  return out;
}

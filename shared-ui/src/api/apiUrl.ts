/**
 * `/api/listings/{id}` + `{ id }` + `{ limit: 12 }` -> `/api/listings/abc?limit=12`. Query values that
 * are undefined, null or '' are left out, the others are written in the order given, so two callers
 * that pass the same query ask for byte-identical URLs (the prefetch of a page's data relies on it).
 */
export function apiUrl(
  path: string,
  params?: Record<string, string | number>,
  query?: Record<string, unknown>,
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`apiUrl: no value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

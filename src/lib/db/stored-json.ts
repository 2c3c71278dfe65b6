/**
 * JSON of values as the database kept them, for exports of rows that failed their check. Such a
 * row can hold what JSON.stringify refuses (a cycle, a BigInt) or loses without a trace (NaN,
 * a Map, binary data): those are written out as words instead, so the export always succeeds and
 * shows what was there.
 */
export function storedJson(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(
    value,
    (_key, item: unknown) => {
      if (typeof item === 'bigint') return `${item.toString()}n`;
      if (typeof item === 'number' && !Number.isFinite(item)) return String(item);
      if (typeof item !== 'object' || item === null) return item;
      if (seen.has(item)) return '(the same value as above)';
      seen.add(item);
      if (item instanceof Map) return Object.fromEntries([...item].map(([key, entry]) => [String(key), entry]));
      if (item instanceof Set) return [...item];
      if (item instanceof Blob || item instanceof ArrayBuffer || ArrayBuffer.isView(item)) return '(binary data)';
      return item;
    },
    2,
  );
}

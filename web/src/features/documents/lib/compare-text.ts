/** "+1.2", "−0.8" (a true minus sign, read as "minus"), or "no change". */
export function formatChange(change: number | null, unit = ''): string {
  if (change === null) return '';
  if (change === 0) return 'no change';
  const size = `${Math.abs(change)}${unit}`;
  return change > 0 ? `+${size}` : `−${size}`;
}

/** "12.4 → 10.9 (−1.5)" when both sides are known, else what is missing, in words. */
export function describeChange(
  value: { from: number | null; to: number | null; change: number | null },
  unit: string,
  missing: string,
): string {
  if (value.from === null || value.to === null) return missing;
  return `${value.from}${unit} → ${value.to}${unit} (${formatChange(value.change, unit)})`;
}

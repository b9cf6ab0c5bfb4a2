export function reserve(available: number, wanted: number): number {
  return Math.min(available, wanted);
}

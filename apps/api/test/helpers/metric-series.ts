// Reading Prometheus text in tests: one series' value (ADR 0040).

/** The value of one series in Prometheus text, 0 when absent. */
export function series(text: string, name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelPart = line.slice(name.length).split(' ')[0] ?? '';
    if (want.every((w) => labelPart.includes(w))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

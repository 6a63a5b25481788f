/** One sample of Prometheus' text format: `name{label="value",…} number`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Reads Prometheus' text format (version 0.0.4): every sample, and the type each family declares. */
export function parseMetrics(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1], type[2]);
    if (line.startsWith('#')) continue;
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/.exec(line);
    if (!sample) throw new Error(`не строка метрики: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[name] = value.replace(/\\(.)/g, (_m, c: string) => (c === 'n' ? '\n' : c));
    samples.push({ name: sample[1], labels, value: Number(sample[3]) });
  }
  return { samples, types };
}

/** The samples of `name` whose labels include `labels`. */
export function find(samples: Sample[], name: string, labels: Record<string, string> = {}): Sample[] {
  return samples.filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));
}

/** The one value of `name` with `labels`; fails when there is none or more than one. */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = find(samples, name, labels);
  if (found.length !== 1) throw new Error(`${name} ${JSON.stringify(labels)}: ${found.length} значений`);
  return found[0].value;
}

/** One measured figure beside its goal; `better` says which side of the target passes. */
export type Figure = { goal: string; name: string; value: number; unit: string; target: number; better: 'lower' | 'higher' };

const figures: Figure[] = [];

const format = (n: number, unit: string) => `${unit === 'ms' || unit === 's' ? n.toFixed(unit === 's' ? 2 : 2) : unit === '×' ? n.toFixed(2) : n.toFixed(1)} ${unit}`.trim();

export const passes = (f: Figure) => (f.better === 'lower' ? f.value <= f.target : f.value >= f.target);

/** Records a figure and prints it at once, with its target and whether it is met. */
export function figure(f: Figure): void {
  figures.push(f);
  const bound = f.better === 'lower' ? '≤' : '≥';
  process.stdout.write(`  ${f.name.padEnd(58)} ${format(f.value, f.unit).padStart(11)}   target ${bound} ${format(f.target, f.unit).padEnd(10)} ${passes(f) ? 'met' : 'MISSED'}\n`);
}

/** A heading for a part of the bench. */
export const heading = (text: string) => process.stdout.write(`\n${text}\n`);

/** Every figure recorded so far, grouped by goal, for the closing summary. */
export function printSummary(): void {
  if (!figures.length) return;
  heading(`Summary: ${figures.filter(passes).length} of ${figures.length} figures meet their target`);
  for (const f of figures.filter((x) => !passes(x))) process.stdout.write(`  missed: [${f.goal}] ${f.name}: ${format(f.value, f.unit)} (target ${f.better === 'lower' ? '≤' : '≥'} ${format(f.target, f.unit)})\n`);
}

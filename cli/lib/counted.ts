const number = new Intl.NumberFormat('en-US');

/** A count with its noun, in the singular for one: "1 row", "1,000 rows", "3 sessions". */
export const counted = (n: number, one: string, many = `${one}s`): string => `${number.format(n)} ${n === 1 ? one : many}`;

/** A number typed as text, for a schema to judge: empty is undefined ("… is required"), anything else `Number` of it (NaN "… must be a number"). */
export const numberFromText = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

import { z } from 'zod';
import { statusCode } from '../schemas/status.ts';
import { textOf } from '../schemas/text.ts';
import type { AreaDeclaration } from './area-declaration.ts';

/** `<idKey>` is required and not empty, in the area's own words: "serviceId is required". */
export const idSchema = (idKey: string) => textOf(idKey).min(1, `${idKey} is required`);

type Id<D extends AreaDeclaration> = Record<D['idKey'], string>;
type CreateForm<D extends AreaDeclaration> = D extends { createForm: infer C extends z.ZodObject } ? C : D['form'];
type EditForm<D extends AreaDeclaration> = D extends { editForm: infer E extends z.ZodObject } ? E : D['form'];

/** §7 body shapes of the standard calls, all strict so a caller cannot slip in audit fields or `isDelete`. */
export function bodySchemas<const D extends AreaDeclaration>(area: D) {
  const id = { [area.idKey]: idSchema(area.idKey) } as Record<D['idKey'], ReturnType<typeof idSchema>>;
  const toggles = Object.fromEntries(
    Object.entries(area.toggles ?? {}).map(([name, toggle]) => [
      name,
      z.object({ ...id, [toggle.field]: z.boolean({ error: `${toggle.field} must be true or false` }) }).strict(),
    ]),
  );
  const isDelete = z.literal(true, { error: 'isDelete must be true' });
  // §7's delete: `{<idKey>, isDelete: true}` as the area's row of the table names it, or `{id, isDelete: true}`
  // as §7's generic delete verb says; either way the parsed body holds `<idKey>`, and the messages stay the
  // area's own ("sectionId is required").
  const genericId = (input: unknown) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input) || !('id' in input) || area.idKey in input) return input;
    const { id: generic, ...body } = input as Record<string, unknown>;
    return { ...body, [area.idKey]: generic };
  };
  const deleteBody = z.preprocess(
    genericId,
    z
      .object({
        ...id,
        id: idSchema(area.idKey).optional().describe(`Instead of ${area.idKey}: §7's generic delete body is {id, isDelete: true}. Both with different values are refused.`),
        isDelete,
      })
      .strict()
      .superRefine((body: Record<string, unknown>, ctx) => {
        if (body.id !== undefined && body.id !== body[area.idKey]) ctx.addIssue({ code: 'custom', path: ['id'], message: `id and ${area.idKey} differ: send one of them` });
      })
      .transform(({ id: _same, ...body }: Record<string, unknown>) => body),
  );
  const [one, two] = area.statuses?.map((value) => value.label.toLowerCase()) ?? [];
  const status = statusCode(one, two);
  return {
    create: (area.createForm ?? area.form).strict() as z.ZodType as z.ZodType<z.output<CreateForm<D>>>,
    update: (area.editForm ?? area.form).extend(id).strict() as z.ZodType as z.ZodType<Id<D> & z.output<EditForm<D>>>,
    status: z.object({ ...id, status }).strict() as z.ZodType<Id<D> & { status: z.output<typeof status> }>,
    delete: deleteBody as z.ZodType as z.ZodType<Id<D> & { isDelete: true }>,
    restore: z.object(id).strict() as z.ZodType<Id<D>>,
    toggles: toggles as Record<string, z.ZodType<Id<D> & Record<string, boolean>>>,
  };
}

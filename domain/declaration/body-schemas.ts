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
  // as §7's generic delete verb says; either way the parsed body holds `<idKey>`.
  const deleteBody = z
    .object({
      [area.idKey]: idSchema(area.idKey).optional(),
      id: idSchema(area.idKey).optional().describe(`The same as ${area.idKey} (§7's generic delete body {id, isDelete: true}); send one of them.`),
      isDelete,
    })
    .strict()
    .superRefine((body, ctx) => {
      const own = body[area.idKey];
      if (own === undefined && body.id === undefined) ctx.addIssue({ code: 'custom', path: [area.idKey], message: `${area.idKey} is required` });
      else if (own !== undefined && body.id !== undefined && own !== body.id) ctx.addIssue({ code: 'custom', path: ['id'], message: `id and ${area.idKey} differ: send one of them` });
    })
    .transform(({ id: generic, ...body }) => ({ ...body, [area.idKey]: body[area.idKey] ?? generic }));
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

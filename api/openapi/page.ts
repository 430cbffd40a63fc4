import { escapeHtml } from '../lib/escape-html.ts';

type Doc = { info: { title: string; description: string }; paths: Record<string, Record<string, Op>> };
type Op = {
  summary: string;
  description: string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string }>;
};
type Schema = { properties?: Record<string, Schema>; required?: string[]; type?: unknown; anyOf?: Schema[]; items?: Schema; enum?: unknown[]; const?: unknown };

const typeOf = (schema: Schema): string => {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.type === 'array' && schema.items) return `${typeOf(schema.items)}[]`;
  return String(schema.type ?? 'any');
};

const fieldsOf = (schema: Schema): string => {
  const alternatives = schema.anyOf && !schema.properties ? schema.anyOf : [schema];
  return alternatives
    .map((one) => {
      const rows = Object.entries(one.properties ?? {}).map(
        ([name, field]) => `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(typeOf(field))}</td><td>${one.required?.includes(name) ? 'required' : ''}</td></tr>`,
      );
      return rows.length ? `<table><tr><th>field</th><th>type</th><th></th></tr>${rows.join('')}</table>` : '<p>An empty object.</p>';
    })
    .join('<p>or</p>');
};

/** A readable page of the OpenAPI document: plain HTML and inline style, no script, so the API's strict CSP holds. */
export function docsPage(doc: Doc): string {
  const sections = Object.values(doc.paths).flatMap((methods) =>
    Object.values(methods).map((op) => {
      const params = (op.parameters ?? []).map((p) => `<code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})`).join(', ');
      const body = op.requestBody ? Object.entries(op.requestBody.content).map(([type, { schema }]) => `<h4>Body (${escapeHtml(type)})</h4>${fieldsOf(schema)}`).join('') : '';
      const replies = Object.entries(op.responses)
        .map(([status, reply]) => `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(reply.description)}</li>`)
        .join('');
      return `<section><h3><code>${escapeHtml(op.summary)}</code></h3><p>${escapeHtml(op.description)}</p>${params ? `<p>Parameters: ${params}</p>` : ''}${body}<h4>Replies</h4><ul>${replies}</ul></section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.info.title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f}section{border-top:1px solid #ddd;padding:.5rem 0}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left}code{font-size:.95em}</style>
</head><body><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description)}</p><p>The same document as JSON: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1).</p>${sections.join('\n')}</body></html>`;
}

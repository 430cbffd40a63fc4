import type { RestClient } from '../../lib/rest.ts';
import { restSectionSchema, toSection } from './restSection.ts';

/** Sends a section change and answers `{ section, message }`. */
export async function sendSection(rest: RestClient, method: 'POST' | 'PATCH', path: string, body: unknown) {
  const { data, message } = await rest.send(method, path, body, restSectionSchema);
  return { section: toSection(data), message };
}

import { z } from 'zod';
import { eventsArea } from '#domain/areas/events';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { statusCodeOf } from '#domain/declaration/status-names';
import { eventDefaultsSchema } from '#domain/schemas/replies';
import type { QueryResolvers, Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { eventMapper, restEventOption } from './mapper.ts';

// GraphQL names the IP `ipId`; §7's body names it `ip`.
const derived = areaResolvers(eventsArea, eventMapper, {
  // Admission and address left out are the API's defaults (21, VENUE_ADDRESS).
  create: ({ input: { ipId, admission, address, ...form } }) => ({ ...form, ip: ipId ?? null, ...(admission == null ? {} : { admission }), ...(address == null ? {} : { address }) }),
  // A date, address, admission or IP left out is not sent (the body is JSON), so the API keeps it; `ipId: null` removes the IP.
  update: ({ input: { id, ipId, date, ...form } }) => ({ id, body: { ...form, ...(ipId === undefined ? {} : { ip: ipId }), ...(date == null ? {} : { date }) } }),
});

/** `allEvents`: GET /get/all/events, live events latest date first, `search` by name, `status` sent as its REST code, `ticketable` as `true` or `false`. */
const allEvents: NonNullable<QueryResolvers['allEvents']> = async (_parent, { search, status, ticketable }, { rest }) =>
  (
    await rest.get('/get/all/events', z.array(restEventOption), {
      search,
      status: status ? statusCodeOf(eventsArea as Pick<AreaDeclaration, 'statuses'>, status) : undefined,
      ticketable: ticketable == null ? undefined : String(ticketable),
    })
  ).data.map(({ _id, ...event }) => ({ id: _id, ...event }));

/** `eventDefaults`: GET /get/eventDefaults, what the add form starts with. */
const eventDefaults: NonNullable<QueryResolvers['eventDefaults']> = async (_parent, _args, { rest }) =>
  (await rest.get('/get/eventDefaults', eventDefaultsSchema)).data;

/** The events area: standard fields derived from the declaration (the list's IP names come populated, one upstream call a page), plus the select's choices and the form's defaults. */
export const eventsResolvers = { ...derived, Query: { ...derived.Query, allEvents, eventDefaults } } satisfies Resolvers;

import { declareArea } from '../declaration/declare-area.ts';
import { hostRecordSchema } from '../schemas/replies.ts';
import { hostEditSchema, hostFormSchema } from '../schemas/host.ts';

/** Hosts (§2.5): blocked instead of a status. */
export const hostsArea = declareArea({
  key: 'hosts',
  access: 'hosts',
  nouns: { one: 'host', many: 'hosts', label: 'Hosts' },
  entity: { one: 'host', many: 'hosts' },
  idKey: 'hostId',
  form: hostFormSchema,
  editForm: hostEditSchema,
  record: hostRecordSchema,
  sort: ['firstName', 'lastName', 'email', 'createdAt'],
  columns: ['Date', 'Name', 'Email', 'Blocked'],
  operations: ['list', 'get', 'create', 'update', 'delete', 'restore'],
  toggles: { blocked: { field: 'isBlocked', verbs: ['block', 'unblock'], done: ['blocked', 'unblocked'], help: ['block a host', 'unblock a host'] } },
  graphql: { type: 'Host' },
});

import { printJson, say } from './output.ts';

/** What a change reports: the record for --json, and the API's own message. */
export interface Reply {
  message: string;
  record: unknown;
}

/** The record on stdout when --json asked for it, then the message on stderr. */
export function printReply(reply: Reply, json: boolean): void {
  if (json) printJson(reply.record);
  say(reply.message);
}

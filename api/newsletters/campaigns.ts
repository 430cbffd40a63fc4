import { and, count, desc, eq, ilike, inArray, lte, sql } from 'drizzle-orm';
import { DeliveryState } from '#domain/newsletters/delivery-state';
import type { NewsletterEmailForm } from '#domain/schemas/newsletter';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/database.ts';
import { accounts, newsletterCampaigns as campaigns, newsletterDeliveries as deliveries, newsletterSubscribers as subscribers } from '../db/schema.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { HttpError } from '../lib/http-error.ts';
import { isUuid } from '../lib/ids.ts';
import { containsPattern } from '../lib/like.ts';
import { NEWSLETTER_MESSAGES } from './messages.ts';
import { presentCampaign } from './present.ts';
import { columnsNamed, sortOrder } from '../lib/sort-order.ts';
import { CAMPAIGN_SORT } from '#domain/schemas/newsletter';
import type { SortTerm } from '#domain/schemas/list';

/** Failed recipients a campaign lists, with the server's reply. */
export const FAILURES_SHOWN = 100;

const counted = (state: number) => sql<number>`(count(*) filter (where ${deliveries.state} = ${state}))::int`;
const COUNTS = {
  total: sql<number>`count(*)::int`,
  sent: counted(DeliveryState.SENT),
  failed: counted(DeliveryState.FAILED),
  pending: sql<number>`(count(*) filter (where ${deliveries.state} in (${DeliveryState.PENDING}, ${DeliveryState.SENDING})))::int`,
};
type Failure = { email: string; attempts: number; reply: string | null };

/** Campaigns with their sender, newest first. */
const campaignRows = (db: Db) =>
  db
    .select({ campaign: campaigns, sentBy: { id: accounts.id, name: accounts.name } })
    .from(campaigns)
    .innerJoin(accounts, eq(accounts.id, campaigns.createdBy))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .$dynamic();
type CampaignRow = Awaited<ReturnType<ReturnType<typeof campaignRows>['execute']>>[number];

/** The counts of each campaign, read from its deliveries alone (the campaign and state index). */
async function countsOf(db: Db, campaignIds: string[]) {
  const rows = await db.select({ campaignId: deliveries.campaignId, ...COUNTS }).from(deliveries).where(inArray(deliveries.campaignId, campaignIds)).groupBy(deliveries.campaignId);
  return new Map(rows.map(({ campaignId, ...counts }) => [campaignId, counts]));
}

/** Up to FAILURES_SHOWN failed recipients of each campaign (address, attempts, the server's reply), in one query. */
async function failuresOf(db: Db, campaignIds: string[]) {
  const ranked = db
    .select({
      campaignId: deliveries.campaignId,
      email: deliveries.email,
      attempts: deliveries.attempts,
      reply: deliveries.lastError,
      rank: sql<number>`row_number() over (partition by ${deliveries.campaignId} order by ${deliveries.email})`.as('rank'),
    })
    .from(deliveries)
    .where(and(inArray(deliveries.campaignId, campaignIds), eq(deliveries.state, DeliveryState.FAILED)))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, FAILURES_SHOWN)).orderBy(ranked.campaignId, ranked.email);
  const byCampaign = new Map<string, Failure[]>();
  for (const { campaignId, rank: _rank, ...failure } of rows) byCampaign.set(campaignId, [...(byCampaign.get(campaignId) ?? []), failure]);
  return byCampaign;
}

/** Campaigns in their REST shape: counts and failed recipients read for these campaigns only. */
async function present(db: Db, rows: CampaignRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.campaign.id);
  const [counts, failures] = await Promise.all([countsOf(db, ids), failuresOf(db, ids)]);
  const none = { total: 0, sent: 0, failed: 0, pending: 0 };
  return rows.map(({ campaign, sentBy }) => ({ ...presentCampaign(campaign, sentBy, counts.get(campaign.id) ?? none), failures: failures.get(campaign.id) ?? [] }));
}

/** A page of campaigns, newest first (`search` matching the subject, case-insensitively), each with its sent, failed and pending counts and up to FAILURES_SHOWN failed recipients. */
export async function listCampaigns(db: Db, page: { limit: number; offset: number; search?: string | undefined; sort?: SortTerm[] }) {
  const order = sortOrder(page.sort, columnsNamed(campaigns, CAMPAIGN_SORT), campaigns.id, [desc(campaigns.createdAt), desc(campaigns.id)]);
  const where = page.search ? ilike(campaigns.subject, containsPattern(page.search)) : undefined;
  const [rows, [total]] = await Promise.all([campaignRows(db).where(where).orderBy(...order).limit(page.limit).offset(page.offset), db.select({ n: count() }).from(campaigns).where(where)]);
  return { data: await present(db, rows), count: total?.n ?? 0 };
}

/** A campaign with its counts and up to FAILURES_SHOWN failed recipients (their address, attempts and the server's reply); undefined when unknown. */
export async function findCampaign(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  return (await present(db, await campaignRows(db).where(eq(campaigns.id, id))))[0];
}
export type CampaignDetail = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

/** A campaign submitted again with its key: the same campaign, as long as it is the same newsletter. */
async function replayOf(db: Db, actorId: string, key: string, form: NewsletterEmailForm): Promise<CampaignDetail | undefined> {
  const [earlier] = await db
    .select({ id: campaigns.id, subject: campaigns.subject, message: campaigns.message })
    .from(campaigns)
    .where(and(eq(campaigns.createdBy, actorId), eq(campaigns.idempotencyKey, key)));
  if (!earlier) return undefined;
  if (earlier.subject !== form.subject || earlier.message !== form.message) throw new HttpError(409, NEWSLETTER_MESSAGES.keyReused);
  return findCampaign(db, earlier.id);
}

/**
 * Records a campaign and one delivery per subscribed address at this moment, in one transaction
 * (audited), for the delivery worker to send. The same account's same idempotency key returns the
 * campaign it first made instead, also when both submissions arrive at once (the unique key decides).
 */
export async function recordCampaign(db: Db, actorId: string, form: NewsletterEmailForm, key: string): Promise<{ campaign: CampaignDetail; replayed: boolean }> {
  const earlier = await replayOf(db, actorId, key, form);
  if (earlier) return { campaign: earlier, replayed: true };
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [campaign] = await tx.insert(campaigns).values({ ...form, createdBy: actorId, idempotencyKey: key }).returning({ id: campaigns.id });
      if (!campaign) throw new Error('campaign insert returned no row');
      await tx.execute(
        sql`insert into ${deliveries} (campaign_id, subscriber_id, email) select ${campaign.id}, ${subscribers.id}, ${subscribers.email} from ${subscribers} where ${subscribers.isSubscribed} = true`,
      );
      const [recipients] = await tx.select({ n: count() }).from(deliveries).where(eq(deliveries.campaignId, campaign.id));
      if (!recipients?.n) throw new HttpError(409, NEWSLETTER_MESSAGES.noRecipients);
      await recordAudit(tx, { actorId, action: 'send', area: 'newsletters', recordId: campaign.id, before: null, after: { ...form, recipients: recipients.n } });
      return campaign.id;
    });
  } catch (error) {
    const raced = isUniqueViolation(error) ? await replayOf(db, actorId, key, form) : undefined;
    if (!raced) throw error;
    return { campaign: raced, replayed: true };
  }
  const campaign = await findCampaign(db, id);
  if (!campaign) throw new Error('recorded campaign not found');
  return { campaign, replayed: false };
}

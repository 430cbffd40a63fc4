import { and, count, desc, eq, sql } from 'drizzle-orm';
import { DeliveryState } from '#domain/newsletters/delivery-state';
import type { NewsletterEmailForm } from '#domain/schemas/newsletter';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/database.ts';
import { accounts, newsletterCampaigns as campaigns, newsletterDeliveries as deliveries, newsletterSubscribers as subscribers } from '../db/schema.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { HttpError } from '../lib/http-error.ts';
import { isUuid } from '../lib/ids.ts';
import { NEWSLETTER_MESSAGES } from './messages.ts';
import { presentCampaign, type CampaignView } from './present.ts';

/** Failed recipients a campaign's detail lists, with the server's reply. */
export const FAILURES_SHOWN = 100;

const counted = (state: number) => sql<number>`(count(${deliveries.id}) filter (where ${deliveries.state} = ${state}))::int`;
const COUNTS = {
  total: sql<number>`count(${deliveries.id})::int`,
  sent: counted(DeliveryState.SENT),
  failed: counted(DeliveryState.FAILED),
  pending: sql<number>`(count(${deliveries.id}) filter (where ${deliveries.state} in (${DeliveryState.PENDING}, ${DeliveryState.SENDING})))::int`,
};

/** Campaigns with their sender and counts, newest first. */
const campaignRows = (db: Db) =>
  db
    .select({ campaign: campaigns, sentBy: { id: accounts.id, name: accounts.name }, ...COUNTS })
    .from(campaigns)
    .innerJoin(accounts, eq(accounts.id, campaigns.createdBy))
    .leftJoin(deliveries, eq(deliveries.campaignId, campaigns.id))
    .groupBy(campaigns.id, accounts.id)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .$dynamic();

type CampaignRow = Awaited<ReturnType<ReturnType<typeof campaignRows>['execute']>>[number];
const present = ({ campaign, sentBy, ...counts }: CampaignRow) => presentCampaign(campaign, sentBy, counts);

/** A page of campaigns, newest first, each with its sent, failed and pending counts. */
export async function listCampaigns(db: Db, page: { limit: number; offset: number }): Promise<{ data: CampaignView[]; count: number }> {
  const [rows, [total]] = await Promise.all([campaignRows(db).limit(page.limit).offset(page.offset), db.select({ n: count() }).from(campaigns)]);
  return { data: rows.map(present), count: total?.n ?? 0 };
}

/** A campaign with its counts and up to FAILURES_SHOWN failed recipients (their address, attempts and the server's reply); undefined when unknown. */
export async function findCampaign(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await campaignRows(db).where(eq(campaigns.id, id));
  if (!row) return undefined;
  const failures = await db
    .select({ email: deliveries.email, attempts: deliveries.attempts, reply: deliveries.lastError })
    .from(deliveries)
    .where(and(eq(deliveries.campaignId, id), eq(deliveries.state, DeliveryState.FAILED)))
    .orderBy(deliveries.email)
    .limit(FAILURES_SHOWN);
  return { ...present(row), failures };
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

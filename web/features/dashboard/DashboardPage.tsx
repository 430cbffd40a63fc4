import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CURRENCY } from '#domain/limits';
import { formatTime12 } from '#domain/format';
import { useSnapshot } from 'valtio';
import { canSee } from '#domain/permissions';
import type { ModuleKey } from '#domain/modules';
import { Logo } from '../../components/Logo.tsx';
import { session } from '../../lib/session.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { venueToday, venueTonight } from '../../lib/venueCalendar.ts';
import { loadDashboard } from './api.ts';

/** The areas the dashboard's figures come from. */
const FIGURE_AREAS: readonly ModuleKey[] = ['events', 'tables', 'bookings', 'contactUs', 'newsletters'];

const money = (amount: number) => `${CURRENCY} ${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** Monday of the week holding `day` ("YYYY-MM-DD"). */
function mondayOf(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  return new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

/** One figure of the dashboard, a link into the list behind it. */
function Figure({ title, href, children }: { title: string; href: string; children: ReactNode }) {
  return (
    <li>
      <Link href={href} className="dashboard__figure">
        <h2 className="dashboard__figure-title">{title}</h2>
        <div className="dashboard__figure-value">{children}</div>
      </Link>
    </li>
  );
}

/**
 * The dashboard of §2.5: the black card with the logo, then what a venue manager comes for, each
 * figure a link into its list and shown only to accounts that may see its area (the server leaves
 * the others out): tonight's events and tables booked and held (a night runs until 06:00), bookings and revenue today and
 * this week, pending enquiries and a newsletter being sent.
 */
export function DashboardPage() {
  const principal = useSnapshot(session);
  // An account that sees none of the figures' areas is not asked to load them.
  const seesAny = FIGURE_AREAS.some((area) => canSee(principal, area));
  const loaded = useLoad(`dashboard:${seesAny}`, () => (seesAny ? loadDashboard().catch(() => null) : Promise.resolve(null)));
  const figures = loaded.data;
  const today = venueToday();
  const tonight = venueTonight();
  return (
    <main className="dashboard" aria-label="Dashboard">
      <div className="dashboard__card">
        <Logo />
      </div>
      {figures && (
        <ul className="dashboard__figures" aria-label="Today at the venue">
          {figures.eventsTonight && (
            // The events the figure counts: tonight's active ones.
            <Figure title="Tonight's events" href={`/events?date=${tonight}&status=active`}>
              {figures.eventsTonight.length === 0 ? 'No event tonight' : figures.eventsTonight.map((e) => `${e.name} · ${formatTime12(e.time)}`).join(', ')}
            </Figure>
          )}
          {figures.tablesToday && (
            <Figure title="Tables tonight" href={`/tables?date=${tonight}`}>
              {figures.tablesToday.booked} booked · {figures.tablesToday.held} held
            </Figure>
          )}
          {figures.bookings && (
            <>
              <Figure title="Bookings today" href={`/bookings?from=${today}&to=${today}`}>
                {figures.bookings.today.count} · {money(figures.bookings.today.revenue)}
              </Figure>
              <Figure title="Bookings this week" href={`/bookings?from=${mondayOf(today)}&to=${today}`}>
                {figures.bookings.week.count} · {money(figures.bookings.week.revenue)}
              </Figure>
            </>
          )}
          {figures.pendingEnquiries !== null && figures.pendingEnquiries !== undefined && (
            <Figure title="Pending enquiries" href="/contactUs?status=pending">
              {figures.pendingEnquiries}
            </Figure>
          )}
          {figures.newsletter && (
            <Figure title="Newsletter being sent" href="/newsletters/campaigns">
              {figures.newsletter.subject}: {figures.newsletter.sent} of {figures.newsletter.total} sent
            </Figure>
          )}
        </ul>
      )}
    </main>
  );
}

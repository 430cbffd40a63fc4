import { Logo } from '../../components/Logo.tsx';

/** The dashboard of §2.5: a black centred card with only the logo. */
export function DashboardPage() {
  return (
    <main className="dashboard" aria-label="Dashboard">
      <div className="dashboard__card">
        <Logo />
      </div>
    </main>
  );
}

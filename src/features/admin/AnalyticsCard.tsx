import { useEffect, useState } from 'react';
import type { AnalyticsReport } from '~/contracts/analytics-report.ts';
import { fetchAnalytics, isSignedOut } from './remote.ts';

/** What shoppers did in the last 30 days: BUY IT NOW clicks per listing, top searches, searches with no result. */
export function AnalyticsCard({ onSignedOut }: { onSignedOut: () => void }) {
  const [report, setReport] = useState<AnalyticsReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchAnalytics().then(setReport, (e: unknown) => (isSignedOut(e) ? onSignedOut() : setError(e instanceof Error ? e.message : String(e))));
  }, []);

  return (
    <section className="admin-card admin-wide" aria-labelledby="analytics">
      <h2 id="analytics">Shoppers, last {report?.days ?? 30} days</h2>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {report && (
        <div className="admin-tables">
          <Table
            caption="BUY IT NOW clicks"
            head={['Listing', 'Clicks']}
            rows={report.buyClicks.map((r) => [r.title ?? `#${r.listingId}`, r.count])}
            empty="No clicks yet"
          />
          <Table caption="Top searches" head={['Search', 'Visitors']} rows={report.topSearches.map((r) => [r.search, r.count])} empty="No searches yet" />
          <Table
            caption="Searches with no results"
            head={['Search', 'Visitors']}
            rows={report.zeroResults.map((r) => [r.search, r.count])}
            empty="None: every search found something"
          />
        </div>
      )}
    </section>
  );
}

function Table({ caption, head, rows, empty }: { caption: string; head: [string, string]; rows: [string, number][]; empty: string }) {
  return (
    <table className="admin-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2}>{empty}</td>
          </tr>
        ) : (
          rows.map(([label, n], i) => (
            <tr key={`${label}-${i}`}>
              <td>{label}</td>
              <td>{n}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

import { useEffect, useState } from 'react';
import type { SiteStats } from '@ledgerlink/shared-schema';
import { FiguresPlaceholder } from './FiguresPlaceholder';
import { siteFigures } from './site-figures';
import { readSiteStats } from './site-stats-read';

type Read = { status: 'pending' } | { status: 'ok'; stats: SiteStats } | { status: 'failed' };

/**
 * The figures as the server counts them (`GET /api/stats`), parsed with the shared schema. Without
 * them (offline, an error) it says so rather than showing figures nobody counted.
 */
export default function SiteFiguresList() {
  const [read, setRead] = useState<Read>({ status: 'pending' });
  useEffect(() => {
    let shown = true;
    readSiteStats().then(
      (stats) => shown && setRead({ status: 'ok', stats }),
      () => shown && setRead({ status: 'failed' }),
    );
    return () => {
      shown = false;
    };
  }, []);
  if (read.status === 'pending') return <FiguresPlaceholder busy />;
  if (read.status === 'failed') return <p className="py-4 text-center text-brand-100">The site’s figures show here when you’re online.</p>;
  return (
    <dl className="grid grid-cols-2 gap-8 text-center sm:grid-cols-3 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
      {siteFigures(read.stats).map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse justify-end">
          <dt className="mt-1 text-sm text-brand-100">{figure.label}</dt>
          <dd className="text-3xl font-bold">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

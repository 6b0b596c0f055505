import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoading } from '../../../ui/PageLoading';
import { adminButton } from './admin-styles';

/** Loading, error (with a retry) or the data of one admin query. */
export function AdminQueryState<T>({ query, failure, children }: { query: UseQueryResult<T>; failure: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p className="font-semibold">{failure}</p>
        <p className="mt-1">{query.error.message}</p>
        <button type="button" className={`${adminButton()} mt-3`} onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

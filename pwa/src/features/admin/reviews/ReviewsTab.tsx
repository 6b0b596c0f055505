import { API, type AdminReview, type ReviewVisibility } from '@ledgerlink/shared-schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { call } from '../../../api/client';
import { Stars } from '../../../ui/Stars';
import { toast } from '../../../ui/toast-store';
import { ADMIN_KEY, refreshAdminData } from '../admin-query-client';
import { serverMessage } from '../server-message';
import { AdminPager } from '../ui/AdminPager';
import { AdminQueryState } from '../ui/AdminQueryState';
import { AdminTabs } from '../ui/AdminTabs';
import { adminButton, tableCell, tableHead } from '../ui/admin-styles';
import { HideReviewDialog } from './HideReviewDialog';

const VISIBILITY_TABS = [
  { id: 'visible', label: 'Visible' },
  { id: 'hidden', label: 'Hidden' },
] as const;

/**
 * Every review, newest first: an admin hides one that breaks the rules (with a reason its provider
 * reads), which takes it off the profile and out of the rating, or shows a hidden one again.
 */
export function ReviewsTab() {
  const [status, setStatus] = useState<ReviewVisibility>('visible');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [ADMIN_KEY, 'reviews', { status, page }],
    queryFn: () => call(API.adminReviews.list, { query: { status, page } }),
    placeholderData: keepPreviousData,
  });
  return (
    <AdminTabs
      label="Reviews by visibility"
      size="sub"
      tabs={VISIBILITY_TABS}
      value={status}
      onChange={(next) => {
        setStatus(next);
        setPage(1);
      }}
    >
      <AdminQueryState query={query} failure="Failed to load reviews">
        {(data) =>
          data.reviews.length === 0 ? (
            <p className="py-12 text-center text-slate-700">{status === 'hidden' ? 'No hidden reviews.' : 'No reviews yet.'}</p>
          ) : (
            <>
              <div className="relative overflow-x-auto rounded-card border border-slate-200 bg-white">
                <table className="w-full text-sm">
                  <thead className={tableHead}>
                    <tr>
                      <th className={tableCell}>Written</th>
                      <th className={tableCell}>Professional</th>
                      <th className={tableCell}>Review</th>
                      <th className={tableCell}>Source</th>
                      {status === 'hidden' ? <th className={tableCell}>Why hidden</th> : null}
                      <th className={tableCell}>
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.reviews.map((review) => (
                      <ReviewRow key={review.id} review={review} />
                    ))}
                  </tbody>
                </table>
              </div>
              <AdminPager pagination={data.pagination} onPage={setPage} />
            </>
          )
        }
      </AdminQueryState>
    </AdminTabs>
  );
}

function ReviewRow({ review }: { review: AdminReview }) {
  const client = useQueryClient();
  const [hiding, setHiding] = useState(false);
  const reviewOf = review.provider?.fullName ?? 'a removed professional';
  const hide = useMutation({
    mutationFn: (reason: string) => call(API.adminReviews.setVisibility, { params: { id: review.id }, body: { hidden: true, reason } }),
    onSuccess: (answer) => {
      setHiding(false);
      toast({ title: 'Review hidden', description: answer.message, variant: 'success' });
      void refreshAdminData(client);
    },
  });
  const show = useMutation({
    mutationFn: () => call(API.adminReviews.setVisibility, { params: { id: review.id }, body: { hidden: false } }),
    onSuccess: (answer) => toast({ title: 'Review shown again', description: answer.message, variant: 'success' }),
    onError: (error) => toast({ title: 'Could not show the review', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => refreshAdminData(client),
  });
  return (
    <tr className="border-b border-slate-100 last:border-0">
      <td className={`${tableCell} whitespace-nowrap`}>{new Date(review.createdAt).toLocaleDateString()}</td>
      <td className={tableCell}>
        {review.provider ? (
          <Link className="text-brand-700 underline" to={review.provider.profilePath}>
            {review.provider.fullName}
          </Link>
        ) : (
          'Removed professional'
        )}
      </td>
      <td className={`${tableCell} min-w-64`}>
        <Stars value={Number(review.rating)} />
        {review.title ? <p className="mt-1 font-semibold text-ink">{review.title}</p> : null}
        <p className="text-slate-700">{review.comment}</p>
      </td>
      <td className={`${tableCell} whitespace-nowrap`}>{review.verifiedClient ? 'Verified client' : 'Imported'}</td>
      {review.hiddenAt ? <td className={`${tableCell} min-w-48`}>{review.hiddenReason}</td> : null}
      <td className={`${tableCell} whitespace-nowrap text-right`}>
        {review.hiddenAt ? (
          <button type="button" className={adminButton()} disabled={show.isPending} aria-label={`Show again the review of ${reviewOf}`} onClick={() => show.mutate()}>
            <Eye className="h-4 w-4" aria-hidden /> {show.isPending ? 'Showing...' : 'Show again'}
          </button>
        ) : (
          <button type="button" className={adminButton()} aria-label={`Hide the review of ${reviewOf}`} onClick={() => setHiding(true)}>
            <EyeOff className="h-4 w-4 text-red-700" aria-hidden /> Hide
          </button>
        )}
        {hiding ? (
          <HideReviewDialog
            open
            reviewOf={reviewOf}
            onOpenChange={(open) => {
              if (!open) setHiding(false);
            }}
            busy={hide.isPending}
            error={hide.error ? serverMessage(hide.error, 'Please try again.') : undefined}
            onHide={(reason) => hide.mutate(reason)}
          />
        ) : null}
      </td>
    </tr>
  );
}

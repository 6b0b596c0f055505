import { isBookingOpen, type AdminBooking, type AdminBookingFilter, type BookingStatus } from '@ledgerlink/shared-schema';
import { useState } from 'react';
import { AdminConfirmDialog } from '../ui/AdminConfirmDialog';
import { AdminPager } from '../ui/AdminPager';
import { AdminQueryState } from '../ui/AdminQueryState';
import { adminButton, adminInput, tableCell, tableHead } from '../ui/admin-styles';
import { cancelBooking, useAdminBookings, type BookingsView } from './admin-booking-queries';
import { useConfirmedAction } from './useConfirmedAction';

const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const FILTERS: readonly (readonly [AdminBookingFilter, string])[] = [
  ['open', 'Open (pending, confirmed, in progress)'],
  ...(Object.entries(STATUS_LABELS) as [BookingStatus, string][]),
  ['all', 'All'],
];

/** Names a booking for screen readers and the dialog: "of Acme Retail with Ada Books". */
const bookingName = (booking: AdminBooking) => `of ${booking.businessName} with ${booking.providerName}`;

/**
 * Bookings between businesses and providers. An open one keeps both from being deleted, so an admin
 * may cancel it (after confirming); its hire's lead is then closed too.
 */
export function BookingsTable() {
  const [view, setView] = useState<BookingsView>({ status: 'open', page: 1 });
  const query = useAdminBookings(view);
  const cancellation = useConfirmedAction<AdminBooking>(cancelBooking, { done: 'Booking cancelled successfully!', failed: 'Failed to cancel booking' });
  return (
    <>
      <label className="mb-4 block max-w-xs text-sm font-medium text-ink">
        Show bookings
        <select className={adminInput} value={view.status} onChange={(event) => setView({ status: event.target.value as AdminBookingFilter, page: 1 })}>
          {FILTERS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <AdminQueryState query={query} failure="Failed to load bookings">
        {(data) => (
          <>
            <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
              <table className="w-full text-sm">
                <thead className={tableHead}>
                  <tr>
                    <th className={tableCell}>Business</th>
                    <th className={tableCell}>Provider</th>
                    <th className={tableCell}>Service</th>
                    <th className={tableCell}>Start</th>
                    <th className={tableCell}>Status</th>
                    <th className={tableCell}>Requested</th>
                    <th className={tableCell}>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.bookings.map((booking) => (
                    <tr key={booking.id} className="border-b border-slate-100 last:border-0">
                      <td className={`${tableCell} font-medium text-ink`}>{booking.businessName}</td>
                      <td className={tableCell}>{booking.providerName}</td>
                      <td className={tableCell}>{booking.serviceType}</td>
                      <td className={`${tableCell} whitespace-nowrap`}>{new Date(booking.startDate).toLocaleDateString()}</td>
                      <td className={tableCell}>{STATUS_LABELS[booking.status]}</td>
                      <td className={`${tableCell} whitespace-nowrap`}>{new Date(booking.createdAt).toLocaleDateString()}</td>
                      <td className={`${tableCell} whitespace-nowrap text-right`}>
                        {isBookingOpen(booking.status) ? (
                          <button type="button" className={adminButton()} aria-label={`Cancel booking ${bookingName(booking)}`} onClick={() => cancellation.ask(booking)}>
                            Cancel booking
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {data.bookings.length === 0 ? <p className="p-6 text-center text-slate-600">No bookings found.</p> : null}
            </div>
            <AdminPager pagination={data.pagination} onPage={(page) => setView({ ...view, page })} />
          </>
        )}
      </AdminQueryState>
      {cancellation.target ? (
        <AdminConfirmDialog
          open
          onOpenChange={(open) => !open && cancellation.cancel()}
          title={`Cancel the booking ${bookingName(cancellation.target)}?`}
          description="The booking becomes cancelled and the provider's lead for it is closed as lost. This cannot be undone."
          confirmLabel="Cancel booking"
          busyLabel="Cancelling..."
          dismissLabel="Keep booking"
          busy={cancellation.busy}
          error={cancellation.error}
          onConfirm={cancellation.confirm}
        />
      ) : null}
    </>
  );
}

import { API, type AdminBookingFilter } from '@ledgerlink/shared-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { ADMIN_KEY } from '../admin-query-client';
import { CRUD_PAGE_SIZE } from './admin-crud-queries';

export interface BookingsView {
  status: AdminBookingFilter;
  page: number;
}

/** The bookings table's page: the open ones to begin with, newest first. */
export const useAdminBookings = (view: BookingsView) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'bookings', view],
    queryFn: () => call(API.adminBookings.list, { query: { status: view.status, page: view.page, limit: CRUD_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const cancelBooking = (id: string) => call(API.adminBookings.cancel, { params: { id } });

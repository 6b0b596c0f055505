import {
  businessesResponseSchema,
  deleteResponseSchema,
  providersResponseSchema,
  updateBusinessResponseSchema,
  updateProviderResponseSchema,
  type UpdateBusinessRequest,
  type UpdateProviderRequest,
} from '@ledgerlink/shared-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../api/client';
import { ADMIN_KEY } from '../admin-query-client';

export const CRUD_PAGE_SIZE = 25;

/** A CRUD table's view: sorted and paged on the server (lists grow past a few hundred rows). */
export interface TableView<Sort extends string> {
  sort: Sort;
  order: 'asc' | 'desc';
  page: number;
}

const listQuery = (view: TableView<string>, search: string) => {
  const query = new URLSearchParams({ sort: view.sort, order: view.order, page: String(view.page), limit: String(CRUD_PAGE_SIZE) });
  if (search) query.set('search', search);
  return query;
};

export const useCrudBusinesses = (view: TableView<string>, search: string) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'businesses', 'crud', view, search],
    queryFn: () => apiGet(`/api/businesses?${listQuery(view, search)}`, businessesResponseSchema),
    placeholderData: keepPreviousData,
  });

export const useCrudProviders = (view: TableView<string>, search: string) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'providers', 'crud', view, search],
    queryFn: () => apiGet(`/api/providers?${listQuery(view, search)}&status=all`, providersResponseSchema),
    placeholderData: keepPreviousData,
  });

export const updateBusiness = (id: string, edit: UpdateBusinessRequest) =>
  apiSend('PATCH', `/api/business/${encodeURIComponent(id)}`, edit, updateBusinessResponseSchema);

export const updateProvider = (id: string, edit: UpdateProviderRequest) =>
  apiSend('PATCH', `/api/provider/${encodeURIComponent(id)}`, edit, updateProviderResponseSchema);

export const deleteBusiness = (id: string) => apiSend('DELETE', `/api/business/${encodeURIComponent(id)}`, undefined, deleteResponseSchema);

export const deleteProvider = (id: string) => apiSend('DELETE', `/api/provider/${encodeURIComponent(id)}`, undefined, deleteResponseSchema);

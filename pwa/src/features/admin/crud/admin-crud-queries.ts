import { API, type AdminBusinessesQuery, type AdminProvidersQuery, type UpdateBusinessRequest, type UpdateProviderRequest } from '@ledgerlink/shared-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { ADMIN_KEY } from '../admin-query-client';

export const CRUD_PAGE_SIZE = 25;

/** A CRUD table's view: sorted and paged on the server (lists grow past a few hundred rows). */
export interface TableView<Sort extends string> {
  sort: Sort;
  order: 'asc' | 'desc';
  page: number;
}

const listQuery = <Sort extends string>(view: TableView<Sort>, search: string) => ({ sort: view.sort, order: view.order, page: view.page, limit: CRUD_PAGE_SIZE, search });

export const useCrudBusinesses = (view: TableView<AdminBusinessesQuery['sort']>, search: string) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'businesses', 'crud', view, search],
    queryFn: () => call(API.admin.crudBusinesses, { query: listQuery(view, search) }),
    placeholderData: keepPreviousData,
  });

export const useCrudProviders = (view: TableView<AdminProvidersQuery['sort']>, search: string) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'providers', 'crud', view, search],
    queryFn: () => call(API.admin.crudProviders, { query: { ...listQuery(view, search), status: 'all' } }),
    placeholderData: keepPreviousData,
  });

export const updateBusiness = (id: string, edit: UpdateBusinessRequest) => call(API.admin.updateBusiness, { params: { id }, body: edit });

export const updateProvider = (id: string, edit: UpdateProviderRequest) => call(API.admin.updateProvider, { params: { id }, body: edit });

export const deleteBusiness = (id: string) => call(API.admin.removeBusiness, { params: { id } });

export const deleteProvider = (id: string) => call(API.admin.removeProvider, { params: { id } });

import { API, type Service } from '@ledgerlink/shared-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { call, isApiError } from '../../../api/client';
import { toast } from '../../../ui/toast-store';
import { ADMIN_KEY } from '../admin-query-client';
import { AdminConfirmDialog } from '../ui/AdminConfirmDialog';
import { AdminQueryState } from '../ui/AdminQueryState';
import { AdminTabs } from '../ui/AdminTabs';
import { adminButton, tableCell, tableHead } from '../ui/admin-styles';
import { AddServiceForm } from './AddServiceForm';

type SettingsList = 'countries' | 'cities' | 'services';

/** Countries, cities (with their country) and services (with their category); a service nobody offers can be deleted, and services added back. */
export function SettingsTab() {
  const [list, setList] = useState<SettingsList>('countries');
  const countries = useQuery({ queryKey: [ADMIN_KEY, 'settings', 'countries'], queryFn: () => call(API.settings.countries, {}) });
  const cities = useQuery({ queryKey: [ADMIN_KEY, 'settings', 'cities'], queryFn: () => call(API.settings.cities, {}) });
  const services = useQuery({ queryKey: [ADMIN_KEY, 'settings', 'services'], queryFn: () => call(API.settings.services, {}) });
  const tabs = [
    { id: 'countries', label: 'Countries', count: countries.data?.countries.length },
    { id: 'cities', label: 'Cities', count: cities.data?.cities.length },
    { id: 'services', label: 'Services', count: services.data?.services.length },
  ] as const;
  return (
    <AdminTabs label="Settings lists" size="sub" tabs={tabs} value={list} onChange={setList}>
      {list === 'countries' ? (
        <AdminQueryState query={countries} failure="Failed to fetch countries">
          {(data) => <SimpleTable headings={['Country', 'Code']} rows={data.countries.map((country) => ({ id: country.id, cells: [country.name, country.code] }))} />}
        </AdminQueryState>
      ) : null}
      {list === 'cities' ? (
        <AdminQueryState query={cities} failure="Failed to fetch cities">
          {(data) => <SimpleTable headings={['City', 'Country']} rows={data.cities.map((city) => ({ id: city.id, cells: [city.name, city.country] }))} />}
        </AdminQueryState>
      ) : null}
      {list === 'services' ? (
        <AdminQueryState query={services} failure="Failed to fetch services">
          {(data) => <ServicesTable services={data.services} />}
        </AdminQueryState>
      ) : null}
    </AdminTabs>
  );
}

function SimpleTable({ headings, rows }: { headings: string[]; rows: { id: string; cells: string[] }[] }) {
  return (
    <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <thead className={tableHead}>
          <tr>
            {headings.map((heading) => (
              <th key={heading} className={tableCell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100 last:border-0">
              {row.cells.map((cell, index) => (
                <td key={index} className={tableCell}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ServicesTable({ services }: { services: Service[] }) {
  const client = useQueryClient();
  const [target, setTarget] = useState<Service>();
  const remove = useMutation({
    mutationFn: (service: Service) => call(API.admin.removeService, { params: { id: service.id } }),
    onSuccess: (answer) => {
      setTarget(undefined);
      toast({ title: answer.message, variant: 'success' });
      return client.invalidateQueries({ queryKey: [ADMIN_KEY, 'settings'] });
    },
  });
  // Spec §8's wording: the server's reason, or a network failure's fallback.
  const failure = remove.error
    ? isApiError(remove.error)
      ? `Failed to delete service: ${(remove.error.body as { message?: string } | undefined)?.message ?? remove.error.message}`
      : 'Failed to delete service. Please try again.'
    : undefined;
  return (
    <>
      <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <thead className={tableHead}>
            <tr>
              <th className={tableCell}>Service</th>
              <th className={tableCell}>Category</th>
              <th className={tableCell}>Description</th>
              <th className={tableCell}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {services.map((service) => (
              <tr key={service.id} className="border-b border-slate-100 last:border-0">
                <td className={`${tableCell} font-medium text-ink`}>{service.name}</td>
                <td className={tableCell}>{service.category}</td>
                <td className={tableCell}>{service.description ?? ''}</td>
                <td className={`${tableCell} text-right`}>
                  <button
                    type="button"
                    className={adminButton()}
                    aria-label={`Delete ${service.name}`}
                    onClick={() => {
                      remove.reset();
                      setTarget(service);
                    }}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden /> Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {target ? (
        <AdminConfirmDialog
          open
          onOpenChange={(open) => !open && setTarget(undefined)}
          title={`Delete the service "${target.name}"?`}
          description="It leaves the settings lists and the marketplace's filters. A service that providers still offer cannot be deleted."
          confirmLabel="Delete service"
          busy={remove.isPending}
          error={failure}
          onConfirm={() => remove.mutate(target)}
        />
      ) : null}
      <AddServiceForm listed={services} />
    </>
  );
}

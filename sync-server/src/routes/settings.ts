import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { loadSettings } from '../services/settings';

export function settingsRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const settings = () => loadSettings(context.collections, context.cache);
  endpoint(API.settings.countries).handle(async () => ({ success: true, countries: (await settings()).countries }));
  endpoint(API.settings.cities).handle(async () => ({ success: true, cities: (await settings()).cities }));
  endpoint(API.settings.services).handle(async () => ({ success: true, services: (await settings()).services }));
  return router;
}

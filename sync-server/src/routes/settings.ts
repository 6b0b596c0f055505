import type Router from '@koa/router';
import type { AppContext } from '../app-context';
import { legacyEndpointMounter as endpointMounter, exactRouter } from '../http/endpoint';
import { loadSettings } from '../services/settings';

export function settingsRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const settings = () => loadSettings(context.collections, context.cache);
  endpoint({ method: 'GET', path: '/api/settings/countries', access: 'public' }, async (ctx) => {
    ctx.body = { success: true, countries: (await settings()).countries };
  });
  endpoint({ method: 'GET', path: '/api/settings/cities', access: 'public' }, async (ctx) => {
    ctx.body = { success: true, cities: (await settings()).cities };
  });
  endpoint({ method: 'GET', path: '/api/settings/services', access: 'public' }, async (ctx) => {
    ctx.body = { success: true, services: (await settings()).services };
  });
  return router;
}

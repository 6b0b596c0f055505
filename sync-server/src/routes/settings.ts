import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { loadSettings } from '../services/settings';

export function settingsRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api/settings' });
  const settings = () => loadSettings(context.collections, context.cache);
  router.get('/countries', async (ctx) => {
    ctx.body = { success: true, countries: (await settings()).countries };
  });
  router.get('/cities', async (ctx) => {
    ctx.body = { success: true, cities: (await settings()).cities };
  });
  router.get('/services', async (ctx) => {
    ctx.body = { success: true, services: (await settings()).services };
  });
  return router;
}

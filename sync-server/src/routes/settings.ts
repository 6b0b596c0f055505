import Router from '@koa/router';
import type { AppContext } from '../app';
import { loadSettings } from '../services/settings';

export function settingsRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api/settings' });
  router.get('/countries', async (ctx) => {
    ctx.body = { success: true, countries: (await loadSettings(context)).countries };
  });
  router.get('/cities', async (ctx) => {
    ctx.body = { success: true, cities: (await loadSettings(context)).cities };
  });
  router.get('/services', async (ctx) => {
    ctx.body = { success: true, services: (await loadSettings(context)).services };
  });
  return router;
}

import type Router from '@koa/router';
import type { AppContext } from '../app-context';
import { legacyEndpointMounter as endpointMounter, exactRouter } from '../http/endpoint';

/**
 * Generated logos (`generatedLogoPath` in shared-schema): `/avatars/{initials}-{hue}.svg` draws one
 * or two letters on a coloured square. Only letters, digits and a number ever reach the SVG, so it
 * cannot carry markup from outside.
 */
const AVATAR = /^([A-Z0-9]{1,2})-(\d{1,3})\.svg$/;

export function avatarRoutes(context: Pick<AppContext, 'guards'>): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  endpoint({ method: 'GET', path: '/avatars/:file', access: 'public' }, (ctx, next) => {
    const match = AVATAR.exec(ctx.params.file ?? '');
    const hue = Number(match?.[2]);
    if (!match || hue >= 360) return next();
    ctx.type = 'image/svg+xml';
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.body =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${match[1]}">` +
      `<rect width="96" height="96" rx="16" fill="hsl(${hue} 45% 38%)"/>` +
      `<text x="48" y="60" text-anchor="middle" font-family="system-ui, sans-serif" font-size="40" font-weight="600" fill="#fff">${match[1]}</text></svg>`;
  });
  return router;
}

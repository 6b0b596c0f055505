import type Router from '@koa/router';
import { exactRouter } from '../http/endpoint';

/**
 * Generated logos (`generatedLogoPath` in shared-schema): `/avatars/{initials}-{hue}.svg` draws one
 * or two letters on a coloured square. Only letters, digits and a number ever reach the SVG, so it
 * cannot carry markup from outside.
 *
 * Not an endpoint of the shared contract: a name that is no avatar falls through (`next`) to the
 * app's not-found page, and an endpoint's handler answers for itself. A public read has no guards
 * to miss, so a plain route of the exact router serves it.
 */
const AVATAR = /^([A-Z0-9]{1,2})-(\d{1,3})\.svg$/;

export function avatarRoutes(): Router {
  const router = exactRouter();
  router.get('/avatars/:file', (ctx, next) => {
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

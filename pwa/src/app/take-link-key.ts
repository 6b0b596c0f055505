import { takeLinkKey } from '../lib/link-key';

// main.tsx imports this module first, so it runs before every other module of the app: no chunk,
// preload or data request starts while a link's key is still in the address.
takeLinkKey();

import { z } from 'zod';
import { entityId } from '../fields';

/** An admin user as the API shows it: never the password hash or device tokens. */
export const userSchema = z.object({ id: entityId, username: z.string() });
export type User = z.infer<typeof userSchema>;

/**
 * The API's namespace in any letter case. Routes match exactly (endpoint.ts), so `/API/...` reaches
 * no endpoint; it is still no page either, and answers the API's JSON 404 rather than the app shell.
 */
export const isApiPath = (path: string): boolean => /^\/api(?:\/|$)/i.test(path);

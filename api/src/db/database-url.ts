/** The URL of database `name` on the server of `serverUrl` (same host, user and options). */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

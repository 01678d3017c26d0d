/**
 * The client-side admin flag: on localhost, on a path containing 'admin', or with ?admin=true.
 * It only shows or hides admin UI; every admin action is authorised on the server.
 */
export function isAdminLocation(location: Pick<Location, 'hostname' | 'pathname' | 'search'>): boolean {
  return location.hostname === 'localhost' || location.pathname.includes('admin') || new URLSearchParams(location.search).get('admin') === 'true';
}

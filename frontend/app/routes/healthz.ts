// Liveness probe for docker compose and the start script: no CMS call, so a CMS outage
// does not restart healthy web containers.
export function loader() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}

#!/bin/sh
set -eu
if [ "${1:-}" = redis-server ]; then
  shift
  set -- redis-server "$@" --protected-mode no
  if [ "$(id -u)" = 0 ]; then exec setpriv --reuid=redis --regid=redis --init-groups "$@"; fi
fi
exec "$@"

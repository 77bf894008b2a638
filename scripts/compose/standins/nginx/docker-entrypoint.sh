#!/bin/sh
# Renders /etc/nginx/templates/*.template into /etc/nginx/conf.d/ with the variables that are
# set (as the official image's 20-envsubst-on-templates.sh), then runs the command.
set -eu
if [ "${1:-}" = nginx ]; then
  defined="$(printf '${%s} ' $(env | cut -d= -f1))"
  for template in /etc/nginx/templates/*.template; do
    [ -f "$template" ] || continue
    name="$(basename "$template" .template)"
    envsubst "$defined" < "$template" > "/etc/nginx/conf.d/$name"
  done
fi
exec "$@"

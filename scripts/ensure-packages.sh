#!/usr/bin/env bash
# Makes sure the Debian packages counter-tui builds or tests with are installed.
# Usage: scripts/ensure-packages.sh PACKAGE...
# Installs missing ones with apt-get when running as root; otherwise prints the exact command.
set -euo pipefail
missing=()
for pkg in "$@"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} with apt-get ..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq || true
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "counter-tui needs: ${missing[*]}" >&2
echo "Run: sudo apt-get install -y ${missing[*]}" >&2
exit 1

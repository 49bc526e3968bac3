#!/usr/bin/env bash
# What the preview's browser test needs, installed only when missing: Debian's chromium (the
# browser downloads Playwright offers are not reachable) and Playwright from PyPI in .venv/.
set -euo pipefail

if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "error: the browser test needs Debian's chromium; install it with:  sudo apt-get install -y chromium" >&2
    exit 1
  fi
  echo "installing: chromium"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi

if ! .venv/bin/python -c "import playwright" >/dev/null 2>&1; then
  # Debian's python3 makes virtual environments only with python3-venv (ensurepip).
  if ! python3 -c "import ensurepip" >/dev/null 2>&1; then
    if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
      echo "error: the browser test needs python3-venv; install it with:  sudo apt-get install -y python3-venv" >&2
      exit 1
    fi
    echo "installing: python3-venv"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-venv >/dev/null
  fi
  echo "installing: playwright (PyPI) into .venv/"
  python3 -m venv .venv
  .venv/bin/pip install --quiet --disable-pip-version-check "playwright>=1.40,<2"
fi

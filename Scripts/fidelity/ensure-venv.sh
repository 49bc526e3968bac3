#!/usr/bin/env bash
# What `make fidelity` needs, installed only when missing: numpy, Pillow and SciPy from PyPI in
# .venv/ (the same virtual environment the browser test uses; Scripts/ensure-browser-test.sh).
set -euo pipefail

if ! .venv/bin/python -c "import numpy, PIL, scipy" >/dev/null 2>&1; then
  if [ ! -x .venv/bin/python ]; then
    if ! python3 -c "import ensurepip" >/dev/null 2>&1; then
      echo "error: the fidelity scorer needs python3-venv; install it with:  sudo apt-get install -y python3-venv" >&2
      exit 1
    fi
    python3 -m venv .venv
  fi
  echo "installing: numpy, pillow, scipy (PyPI) into .venv/"
  .venv/bin/pip install --quiet --disable-pip-version-check "numpy>=1.26,<3" "pillow>=10,<14" "scipy>=1.11,<2"
fi

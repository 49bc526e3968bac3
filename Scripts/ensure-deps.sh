#!/usr/bin/env bash
# Installs the system packages Vignette needs, only those that are missing.
# As root it uses apt-get; otherwise it names the exact command to run and fails.
set -euo pipefail

packages=(
  pkg-config libcairo2-dev libpango1.0-dev libfontconfig-dev   # Cairo, Pango, fontconfig
  fonts-inter fonts-noto-cjk fonts-noto-color-emoji fonts-dejavu-core  # the private font set
  fonts-noto-core                                              # Arabic and Hebrew (Noto Sans)
  fonts-quicksand                                              # the rounded design's stand-in
  fonts-material-design-icons-iconfont fonts-materialdesignicons-webfont  # icons for Symbol
  librsvg2-dev                                                 # SVG pictures
  libpoppler-glib-dev                                          # PDF pictures (asset catalogues' vector images)
  libjpeg-dev                                                  # JPEG pictures (libjpeg-turbo)
  zlib1g-dev                                                   # deflate for the PNG encoder
  libsqlite3-dev                                               # `import SQLite3` in widget code (VignetteFoundation)
)

if ! command -v swift >/dev/null 2>&1; then
  echo "error: 'swift' is not on PATH; Vignette needs Swift 6.1 or newer (swift.org)." >&2
  exit 1
fi

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: missing system packages: ${missing[*]} (and no apt-get to install them)" >&2
  exit 1
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "error: missing system packages: ${missing[*]}" >&2
  echo "install them with:  sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "installing: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

# Sourced by packaging/*.sh: install_debian_packages PKG... installs the
# Debian packages that are missing (apt-get through sudo when not root).
install_debian_packages() {
  local sudo_cmd=() missing=() p
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -gt 0 ] || return 0
  echo "Installing: ${missing[*]}" >&2
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

# Sourced by the scripts that build (build.sh, windows-build.sh,
# sanitize-test.sh, macos-syntax-check.sh): the compiler cache every build of
# the test command goes through (docs/testing.md, "Compiler cache").
#
#   ccache_setup ROOT   sets the arrays CCACHE_CMAKE_ARGS (the compiler
#                       launchers for CMake) and CCACHE_LAUNCHER (the same
#                       for a command line); both stay empty with
#                       SOLIDMARK_CCACHE=0.
#   ccache_report       one line: this run's hits and misses (its stats log).
#
# A second clone of the same commit, in another folder, hits what the first
# stored: paths under ROOT are rewritten relative to the build folder
# (base_dir), the build folder itself is not hashed (hash_dir off) and the
# objects carry no absolute path (-ffile-prefix-map in CMakeLists.txt), so
# the objects are the same bytes wherever the clone is. gcc's precompiled
# headers are cached too (sloppiness pch_defines,time_macros; the header's
# own mtime and ctime differ in every clone, its content is still hashed);
# the clang builds use none (sanitize-test.sh says why).
# Anything that changes what the compiler would produce is in the hash: the
# compiler binary (mtime and size), every flag, every included header's
# content, every macro definition on the command line.
CCACHE_CMAKE_ARGS=()
CCACHE_LAUNCHER=()

ccache_setup() {
  local root=$1
  if [ "${SOLIDMARK_CCACHE:-1}" = 0 ]; then
    echo "compiler cache: off (SOLIDMARK_CCACHE=0)" >&2
    return 0
  fi
  install_debian_packages ccache
  # The settings ride with the launcher itself (env … ccache), so a later
  # plain `cmake --build` of the same tree caches the same way; CCACHE_DIR
  # (ccache's own default, ~/.cache/ccache, when unset) and CCACHE_STATSLOG
  # still come from the environment of each build.
  # Bounded: the native, MinGW, ASan+UBSan and TSan trees of one commit take
  # about 1.5 GB; 5 GB keeps a few commits. CCACHE_MAXSIZE overrides it.
  CCACHE_LAUNCHER=(env "CCACHE_BASEDIR=$root" CCACHE_NOHASHDIR=1
                   CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
                   "CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-5G}" ccache)
  local list
  list=$(IFS=';'; echo "${CCACHE_LAUNCHER[*]}")
  CCACHE_CMAKE_ARGS=("-DCMAKE_C_COMPILER_LAUNCHER=$list" "-DCMAKE_CXX_COMPILER_LAUNCHER=$list")
  # This run's own hits and misses, whatever the cache's lifetime counters say.
  export CCACHE_STATSLOG=${CCACHE_STATSLOG:-$root/build/ccache-stats.log}
  mkdir -p "$(dirname "$CCACHE_STATSLOG")"
  # Qt's rcc writes each resource's modification time into its source; a
  # fresh clone's files are all new, so the translations' resource would
  # never hit. This fixes the time it writes (resources' lastModified() is
  # not used by SolidMark).
  export QT_RCC_SOURCE_DATE_OVERRIDE=1
}

ccache_report() {
  [ "${SOLIDMARK_CCACHE:-1}" != 0 ] && [ -f "${CCACHE_STATSLOG:-}" ] || return 0
  ccache --show-log-stats 2>/dev/null |
    awk -v statslog="$CCACHE_STATSLOG" '
      /^  Hits:/ && !h { hits = $2; calls = $4; h = 1 }
      /^  Misses:/ && !m { misses = $2; m = 1 }
      /^Uncacheable calls:/ { unc = $3 }
      END {
        if (calls == "") { print "compiler cache: no compilation recorded (" statslog ")"; exit }
        printf "compiler cache: %d of %d cacheable compilations hit (%.1f %%), %d missed, %d not cacheable (%s)\n",
               hits, calls, calls ? 100 * hits / calls : 0, misses, unc, statslog
      }' >&2
}

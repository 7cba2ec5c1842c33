/* The release number of the game and the server. The commit a build comes from is CIT_COMMIT
   in the generated cit_commit.h ($(BUILD)/gen, written by scripts/commit-header.sh: "unknown"
   outside git), included only where it is printed, so a new commit rebuilds only those. */
#ifndef CIT_VERSION_H
#define CIT_VERSION_H

/* One place for the number: the Makefile reads it for the Debian package and the Windows
   build, tests/tools/version.sh checks CHANGELOG.md's newest entry against it. */
#define CIT_VERSION "0.2.0"

#endif

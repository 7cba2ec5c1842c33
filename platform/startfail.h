/* A game that cannot start says so where its player looks. On Linux that is the terminal
   or the desktop's log, which get the caller's stderr line; a Windows program without a
   console has neither, so there the reason is also shown in a message box and kept in
   %LOCALAPPDATA%\Citadela\citadela.log. */
#ifndef CIT_PLAT_STARTFAIL_H
#define CIT_PLAT_STARTFAIL_H

/* The game could not start, because of `why` (UTF-8, one line, already printed to stderr).
   files_missing: its own files were not found (art, sounds, font), which on Windows almost
   always means the program was started from inside the zip or copied alone, so the box says
   to extract the whole zip. CITADELA_NO_MESSAGE_BOX=1 skips the box (tests: it would wait
   for a click) but not the log. */
void plat_start_failed(const char *why, int files_missing);

#endif

; The Windows installer (makensis, Debian's nsis): what the zip holds, installed for all
; users under Program Files with a Start-menu entry for everyone and an uninstaller; it asks
; for administrator rights (UAC). scripts/windows-dist.sh calls it with VERSION, STAGE (the
; zip's folder) and OUTFILE defined. make windows-check installs and uninstalls it silently
; under wine64 (tests/windows/installer-run.sh).
; A 64-bit installer: Debian's NSIS makes 32-bit ones by default, which a 64-bit-only Wine
; cannot start, and the game is 64-bit only anyway.
Target amd64-unicode
SetCompressor /SOLID lzma
!include "x64.nsh"
!include "MUI2.nsh"
!include "FileFunc.nsh"

Name "Citadela ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\Citadela"
RequestExecutionLevel admin

!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Citadela"
!define MUI_ICON "${STAGE}\citadela.ico"
!define MUI_UNICON "${STAGE}\citadela.ico"
; "Run Citadela" on the last page, ticked.
!define MUI_FINISHPAGE_RUN "$INSTDIR\citadela.exe"
!define MUI_FINISHPAGE_RUN_TEXT "Run Citadela"

!insertmacro MUI_PAGE_LICENSE "${STAGE}\LICENSE.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_OK|MB_ICONSTOP "Citadela needs 64-bit Windows."
    Abort
  ${EndIf}
  SetRegView 64
  ; All users: the files in Program Files and the key in HKLM are everyone's, so the
  ; Start-menu entry is too.
  SetShellVarContext all
FunctionEnd

Section "Citadela"
  SetOutPath "$INSTDIR"
  File /r "${STAGE}\*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateDirectory "$SMPROGRAMS\Citadela"
  CreateShortcut "$SMPROGRAMS\Citadela\Citadela.lnk" "$INSTDIR\citadela.exe" "" "$INSTDIR\citadela.ico"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "Citadela"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "Citadela developers"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\citadela.ico"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
  ; "Apps and features" shows the size from EstimatedSize (kB): what is in the folder now.
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Function un.onInit
  SetRegView 64
  SetShellVarContext all
FunctionEnd

; Only what the installer put there: a folder chosen by hand may hold other files. The
; player's saves and settings live in the user's AppData and stay.
Section "Uninstall"
  Delete "$SMPROGRAMS\Citadela\Citadela.lnk"
  RMDir "$SMPROGRAMS\Citadela"
  RMDir /r "$INSTDIR\art"
  RMDir /r "$INSTDIR\sfx"
  RMDir /r "$INSTDIR\locale"
  RMDir /r "$INSTDIR\fonts"
  Delete "$INSTDIR\citadela.exe"
  Delete "$INSTDIR\citadela-server.exe"
  Delete "$INSTDIR\citadela.ico"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\THIRD-PARTY.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
SectionEnd

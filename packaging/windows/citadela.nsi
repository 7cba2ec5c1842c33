; The Windows installer (makensis, Debian's nsis): what the zip holds, installed under
; Program Files with a Start-menu entry and an uninstaller. scripts/windows-dist.sh calls
; it with VERSION, STAGE (the zip's folder) and OUTFILE defined.
Unicode true
SetCompressor /SOLID lzma
!include "x64.nsh"

Name "Citadela ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\Citadela"
RequestExecutionLevel admin
Icon "${STAGE}\citadela.ico"
UninstallIcon "${STAGE}\citadela.ico"
LicenseData "${STAGE}\LICENSE.txt"

!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Citadela"

Page license
Page directory
Page instfiles
UninstPage uninstConfirm
UninstPage instfiles

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_OK|MB_ICONSTOP "Citadela needs 64-bit Windows."
    Abort
  ${EndIf}
  SetRegView 64
FunctionEnd

Section "Citadela"
  SetOutPath "$INSTDIR"
  File /r "${STAGE}\*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateDirectory "$SMPROGRAMS\Citadela"
  CreateShortcut "$SMPROGRAMS\Citadela\Citadela.lnk" "$INSTDIR\citadela.exe" "" "$INSTDIR\citadela.ico"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "Citadela"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "The Citadela authors"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\citadela.ico"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Function un.onInit
  SetRegView 64
FunctionEnd

; Only what the installer put there: a folder chosen by hand may hold other files. The
; player's saves and settings live in the user's AppData and stay.
Section "Uninstall"
  Delete "$SMPROGRAMS\Citadela\Citadela.lnk"
  RMDir "$SMPROGRAMS\Citadela"
  RMDir /r "$INSTDIR\art"
  RMDir /r "$INSTDIR\sfx"
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
